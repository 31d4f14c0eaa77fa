/*
 * LIBSVM's own cross-validation, per row: reads a LIBSVM data file as svm-train does, calls svm_cross_validation of
 * the installed libsvm.so.3 (degree 3, coef0 0, -e 0.001 -m 100, shrinking, no probability, as svm-train's defaults)
 * and prints svm-train's summary line(s) for the type (the accuracy of a classification; the mean squared error and
 * the squared correlation coefficient of a regression), then the out-of-fold prediction of every row in file order
 * (%.17g: a label, or a value for regression).
 *
 *   cv FILE NR_FOLD SVM_TYPE KERNEL_TYPE C GAMMA NU P
 *
 * SVM_TYPE and KERNEL_TYPE are svm-train's -s and -t (0 C-SVC, 1 nu-SVC, 2 one-class, 3 epsilon-SVR, 4 nu-SVR;
 * 0 linear, 1 polynomial, 2 rbf); GAMMA 0 is svm-train's default 1/max_index. ../libsvm-cv-single/make-fixtures.sh
 * compiles this file too.
 *
 * The structs are those of LIBSVM 3.24's svm.h (Debian packages the library, libsvm3, without its header).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct svm_node { int index; double value; };
struct svm_problem { int l; double *y; struct svm_node **x; };
struct svm_parameter {
    int svm_type; int kernel_type; int degree; double gamma; double coef0;
    double cache_size; double eps; double C; int nr_weight; int *weight_label; double *weight;
    double nu; double p; int shrinking; int probability;
};
void svm_cross_validation(const struct svm_problem *prob, const struct svm_parameter *param, int nr_fold,
                          double *target);
void svm_set_print_string_function(void (*print_func)(const char *));

static void quiet(const char *s) { (void) s; }

int main(int argc, char **argv) {
    if (argc != 9) { fprintf(stderr, "usage: cv FILE NR_FOLD SVM_TYPE KERNEL_TYPE C GAMMA NU P\n"); return 2; }
    FILE *fp = fopen(argv[1], "r");
    if (!fp) { perror(argv[1]); return 1; }
    static char line[1 << 20];
    int l = 0, cap = 1024, max_index = 0;
    double *y = malloc(cap * sizeof(double));
    struct svm_node **x = malloc(cap * sizeof(struct svm_node *));
    while (fgets(line, sizeof line, fp)) {
        if (l == cap) { cap *= 2; y = realloc(y, cap * sizeof(double)); x = realloc(x, cap * sizeof(*x)); }
        int n = 0;
        for (char *c = line; *c; c++) if (*c == ':') n++;
        x[l] = malloc((n + 1) * sizeof(struct svm_node));
        char *tok = strtok(line, " \t\n");
        y[l] = strtod(tok, NULL);
        int k = 0;
        while ((tok = strtok(NULL, " \t\n")) != NULL) {
            char *colon = strchr(tok, ':');
            if (!colon) break;
            *colon = 0;
            x[l][k].index = atoi(tok);
            x[l][k].value = strtod(colon + 1, NULL);
            if (x[l][k].index > max_index) max_index = x[l][k].index;
            k++;
        }
        x[l][k].index = -1;
        l++;
    }
    fclose(fp);
    struct svm_problem prob = {l, y, x};
    struct svm_parameter param;
    memset(&param, 0, sizeof param);
    param.svm_type = atoi(argv[3]);
    param.kernel_type = atoi(argv[4]);
    param.degree = 3;
    param.gamma = atof(argv[6]) > 0 ? atof(argv[6]) : 1.0 / max_index;
    param.cache_size = 100;
    param.eps = 1e-3;
    param.C = atof(argv[5]);
    param.nu = atof(argv[7]);
    param.p = atof(argv[8]);
    param.shrinking = 1;
    svm_set_print_string_function(quiet);
    int nr_fold = atoi(argv[2]);
    double *target = malloc(l * sizeof(double));
    svm_cross_validation(&prob, &param, nr_fold, target);
    if (param.svm_type < 3) {
        int correct = 0;
        for (int i = 0; i < l; i++) if (target[i] == y[i]) correct++;
        printf("Cross Validation Accuracy = %g%%\n", 100.0 * correct / l);
    } else {
        double e = 0, sv = 0, sy = 0, svv = 0, syy = 0, svy = 0;
        for (int i = 0; i < l; i++) {
            double v = target[i], t = y[i];
            e += (v - t) * (v - t); sv += v; sy += t; svv += v * v; syy += t * t; svy += v * t;
        }
        printf("Cross Validation Mean squared error = %g\n", e / l);
        printf("Cross Validation Squared correlation coefficient = %g\n",
               ((l * svy - sv * sy) * (l * svy - sv * sy)) / ((l * svv - sv * sv) * (l * syy - sy * sy)));
    }
    for (int i = 0; i < l; i++) printf("%.17g\n", target[i]);
    return 0;
}
