/*
 * LIBSVM's own cross-validation, per row: reads a LIBSVM data file as svm-train does, calls svm_cross_validation of
 * the installed libsvm.so.3 (C-SVC, -e 0.001 -m 100, shrinking, no probability, as svm-train's defaults) and prints
 * svm-train's accuracy line, then the out-of-fold predicted label of every row in file order.
 *
 *   cv FILE NR_FOLD KERNEL_TYPE C GAMMA   (GAMMA 0: svm-train's default 1/max_index)
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
    if (argc != 6) { fprintf(stderr, "usage: cv FILE NR_FOLD KERNEL_TYPE C GAMMA\n"); return 2; }
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
    param.svm_type = 0;
    param.kernel_type = atoi(argv[3]);
    param.degree = 3;
    param.gamma = atof(argv[5]) > 0 ? atof(argv[5]) : 1.0 / max_index;
    param.cache_size = 100;
    param.eps = 1e-3;
    param.C = atof(argv[4]);
    param.nu = 0.5;
    param.p = 0.1;
    param.shrinking = 1;
    svm_set_print_string_function(quiet);
    int nr_fold = atoi(argv[2]);
    double *target = malloc(l * sizeof(double));
    svm_cross_validation(&prob, &param, nr_fold, target);
    int correct = 0;
    for (int i = 0; i < l; i++) if (target[i] == y[i]) correct++;
    printf("Cross Validation Accuracy = %g%%\n", 100.0 * correct / l);
    for (int i = 0; i < l; i++) printf("%g\n", target[i]);
    return 0;
}
