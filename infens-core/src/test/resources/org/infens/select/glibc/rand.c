/* Prints, for each seed, the seed and the first 12 values of rand() after srand(seed). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    unsigned seeds[] = {1, 0, 7, 42, 2147483647u, 2147483648u, 4294967295u, 123456789u};
    for (int s = 0; s < 8; s++) {
        srand(seeds[s]);
        printf("%u", seeds[s]);
        for (int i = 0; i < 12; i++) {
            printf(" %d", rand());
        }
        printf("\n");
    }
    /* the 10,000th value after srand(1), far past the 310 outputs srandom_r discards */
    srand(1);
    int v = 0;
    for (int i = 0; i < 10000; i++) {
        v = rand();
    }
    printf("10000th %d\n", v);
    return 0;
}
