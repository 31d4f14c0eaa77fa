#!/usr/bin/env Rscript
# Recreates the bundled data sets of infens-core (org/infens/data/*.libsvm.gz) from Debian packages, offline.
#
#   sudo apt-get install r-base-core r-cran-mlbench r-cran-ddalpha r-cran-foreach r-cran-foreign weka python3-sklearn \
#                        r-cran-modeldata
#   sudo apt-get install r-cran-kernlab                # spambase
#   sudo apt-get install r-cran-mclust                 # thyroid
#   Rscript scripts/data/convert-datasets.R            # writes the files into infens-core/src/main/resources/org/infens/data
#   Rscript scripts/data/convert-datasets.R --check    # converts into a temporary folder and compares with the committed
#                                                      # files and with SHA256SUMS (exit status 1 on any difference)
#
# Run from anywhere inside the repository. Tested with (Debian 12):
#   r-base-core 4.2.2.20221110-2, r-cran-mlbench 2.1-3-1, r-cran-ddalpha 1.3.13-1, r-cran-foreach 1.5.2-1,
#   r-cran-foreign 0.8.84-1, weka 3.6.14-3, python3-sklearn 1.2.1+dfsg-1, r-cran-modeldata 1.1.0-1.
#   r-cran-kernlab 0.9-32-1 (spambase), r-cran-mclust 6.0.0-1 (thyroid).
# What each set is, where it comes from, and every choice made here: docs/datasets.md.
#
# Output format: LIBSVM text, one example per line, "<label> <index>:<value> ...", 1-based feature indices, values
# unscaled as the source gives them (printed with up to 15 significant digits, fixed notation), zero values omitted
# except the last feature, which is always written so that the file fixes the number of features. Then gzip -n -9
# (no name or time stamp, so the bytes are reproducible). SHA256SUMS holds the SHA-256 of each file's uncompressed text.
# Binary sets: label +1 for the first class of the source's own coding (factor level or smallest code), -1 for the
# second. Multi-class sets: integer class codes of the source are kept; word classes become 1..k in the order given.
# Regression sets: the label is the real-valued target, printed as the features are.

suppressPackageStartupMessages(library(foreign))

args <- commandArgs(trailingOnly = TRUE)
check <- "--check" %in% args
root <- system2("git", c("rev-parse", "--show-toplevel"), stdout = TRUE)
dest <- file.path(root, "infens-core/src/main/resources/org/infens/data")
out <- if (check) tempfile("infens-datasets-") else dest
dir.create(out, showWarnings = FALSE, recursive = TRUE)

weka <- "/usr/share/doc/weka/examples"
ddalpha <- "/usr/lib/R/site-library/ddalpha/data"
sklearn <- "/usr/lib/python3/dist-packages/sklearn/datasets/data"
foreach <- "/usr/lib/R/site-library/foreach/examples"

mlbench <- function(name) {
  e <- new.env()
  data(list = name, package = "mlbench", envir = e)
  get(name, envir = e)
}
ddalpha_table <- function(name) {
  read.table(gzfile(file.path(ddalpha, paste0(name, ".txt.gz"))), header = TRUE)
}
modeldata <- function(name) {
  e <- new.env()
  data(list = name, package = "modeldata", envir = e)
  as.data.frame(get(name, envir = e))
}
sklearn_csv <- function(file) {
  read.csv(file.path(sklearn, file), header = FALSE, skip = 1)
}
num <- function(f) as.numeric(as.character(f))  # factor of numbers -> its numbers (not its level index)

number_text <- function(v) trimws(formatC(v, digits = 15, format = "fg"))

# Writes features x (data frame or matrix of numbers, no NA) with labels y (character/integer vector: class labels;
# double vector: regression targets, printed as the features) as <name>.libsvm.gz.
write_libsvm <- function(name, x, y) {
  x <- as.matrix(x)
  storage.mode(x) <- "double"
  stopifnot(nrow(x) == length(y), !anyNA(x), !anyNA(y), all(is.finite(x)))
  regression <- is.double(y)
  if (regression) {
    stopifnot(all(is.finite(y)))
    targets <- y
    y <- number_text(y)
  }
  d <- ncol(x)
  text <- number_text(x)
  dim(text) <- dim(x)
  lines <- character(nrow(x))
  for (i in seq_len(nrow(x))) {
    keep <- x[i, ] != 0
    keep[d] <- TRUE
    j <- which(keep)
    lines[i] <- paste(c(as.character(y[i]), paste0(j, ":", text[i, j])), collapse = " ")
  }
  plain <- file.path(out, paste0(name, ".libsvm"))
  writeLines(lines, plain)  # "\n" line ends
  system2("gzip", c("-n", "-9", "-f", plain))
  if (regression) {
    cat(sprintf("%-10s rows %5d  features %3d  targets: %d distinct, %s to %s, mean %s\n", name, nrow(x), d,
                length(unique(targets)), min(targets), max(targets), format(mean(targets), digits = 6)))
  } else {
    cat(sprintf("%-10s rows %5d  features %3d  classes: %s\n", name, nrow(x), d,
                paste(names(table(y)), table(y), sep = "=", collapse = " ")))
  }
}
binary <- function(f) ifelse(as.integer(factor(f)) == 1L, "+1", "-1")  # first level +1, second -1
words_to_codes <- function(f, order) {
  f <- as.character(f)
  stopifnot(setequal(unique(f), order))
  match(f, order)
}

# ---- binary sets (002 Table 1) ----
breast <- mlbench("BreastCancer")                  # 699 rows; Bare.nuclei missing in 16
breast <- breast[complete.cases(breast), ]          # -> 683 rows (002 Table 1: 409 + 274)
write_libsvm("breast", data.frame(Id = as.numeric(breast$Id), lapply(breast[2:10], num)), binary(breast$Class))

german <- as.matrix(read.table(file.path(foreach, "germandata.txt")))  # UCI german.data-numeric: 24 + class (1, 2)
write_libsvm("german", german[, 1:24], ifelse(german[, 25] == 1, "+1", "-1"))

ionosphere <- read.arff(file.path(weka, "ionosphere.arff"))          # 351 x 34, class b, g
write_libsvm("ionosphere", ionosphere[1:34], binary(ionosphere$class))

pima <- mlbench("PimaIndiansDiabetes")                               # 768 x 8, zeros kept as given
write_libsvm("pima", pima[1:8], binary(pima$diabetes))

sonar <- mlbench("Sonar")                                            # 208 x 60, class M, R
write_libsvm("sonar", sonar[1:60], binary(sonar$Class))

votes <- mlbench("HouseVotes84")                                     # 435 x 16, "?" read as NA
vote_value <- function(v) ifelse(is.na(v), 0, ifelse(v == "y", 1, -1))
write_libsvm("votes84", sapply(votes[2:17], vote_value), binary(votes$Class))

haberman <- ddalpha_table("haberman")                                # 306 x 3, class 1 survived, 2 died
write_libsvm("haberman", haberman[1:3], ifelse(haberman$C == 1, "+1", "-1"))

# ---- multi-class sets (001 Table III and others) ----
iris <- sklearn_csv("iris.csv")                                      # 150 x 4, classes 0, 1, 2
write_libsvm("iris", iris[1:4], iris[[5]])

wine <- sklearn_csv("wine_data.csv")                                 # 178 x 13, classes 0, 1, 2
write_libsvm("wine", wine[1:13], wine[[14]])

glass <- mlbench("Glass")                                            # 214 x 9, types 1, 2, 3, 5, 6, 7
write_libsvm("glass", glass[1:9], num(glass$Type))

vehicle <- mlbench("Vehicle")                                        # 846 x 18
write_libsvm("vehicle", vehicle[1:18], words_to_codes(vehicle$Class, c("bus", "opel", "saab", "van")))

dna <- mlbench("DNA")                                                # 3186 x 180 binary, classes ei, ie, n
write_libsvm("dna", sapply(dna[1:180], num), words_to_codes(dna$Class, c("ei", "ie", "n")))

vowel <- ddalpha_table("vowel_MvsF")   # 990 rows: X1 train/test, X2 speaker, X3..X12 the 10 features, X13 vowel, C sex
write_libsvm("vowel", vowel[3:12], vowel$X13)

segment <- rbind(read.arff(file.path(weka, "segment-challenge.arff")),  # 1500 + 810 = 2310 x 19
                 read.arff(file.path(weka, "segment-test.arff")))
write_libsvm("segment", segment[1:19], words_to_codes(segment$class,
             c("brickface", "sky", "foliage", "cement", "window", "path", "grass")))

satimage <- mlbench("Satellite")                                     # 6435 x 36
write_libsvm("satimage", satimage[1:36], words_to_codes(satimage$classes,
             c("red soil", "cotton crop", "grey soil", "damp grey soil", "vegetation stubble", "very damp grey soil")))

# ---- regression sets (issue 20: SVR parity with LIBSVM) ----
concrete <- modeldata("concrete")                                    # 1030 x 8 + compressive strength (MPa)
stopifnot(identical(names(concrete)[9], "compressive_strength"))
write_libsvm("concrete", concrete[1:8], as.double(concrete$compressive_strength))

# ---- Spambase (001 Table IV and Fig. 5) ----
spam <- local({ e <- new.env(); data(list = "spam", package = "kernlab", envir = e); e$spam })  # 4601 x 57 + type
stopifnot(identical(levels(spam$type), c("nonspam", "spam")))  # UCI codes non-spam 0, spam 1: non-spam +1 here
write_libsvm("spambase", spam[1:57], binary(spam$type))

# ---- Raetsch's benchmark sets that Debian has (001 Tables I and II; docs/datasets.md) ----
# b-cancer: the Ljubljana breast cancer data (Zwitter & Soklic), weka's copy; the 9 rows with a missing value
# dropped (277 rows, Raetsch's count); every nominal attribute coded by its position in the ARFF declaration
# (1, 2, ...: the age, tumor-size and inv-nodes ranges are declared in increasing order), one feature each.
arff_levels <- function(file) {  # the values each nominal attribute declares, in the declared order
  decl <- grep("^@attribute", readLines(file), value = TRUE, ignore.case = TRUE)
  lapply(sub(".*\\{(.*)\\}.*", "\\1", decl), function(v) gsub("^'|'$", "", trimws(strsplit(v, ",")[[1]])))
}
bcancer_file <- file.path(weka, "breast-cancer.arff")
bcancer <- read.arff(bcancer_file)                                   # 286 x 9 + Class; read.arff sorts the levels
bcancer <- bcancer[complete.cases(bcancer), ]                        # -> 277 rows
declared <- arff_levels(bcancer_file)
codes <- sapply(1:9, function(j) {
  v <- match(as.character(bcancer[[j]]), declared[[j]])
  stopifnot(!anyNA(v))
  v
})
stopifnot(identical(declared[[10]], c("no-recurrence-events", "recurrence-events")))
write_libsvm("b-cancer", codes, ifelse(bcancer$Class == "no-recurrence-events", "+1", "-1"))

# titanic: R's Titanic table (Dawson 1995) as its 2201 passengers and crew; class 1st, 2nd, 3rd, Crew -> 1..4,
# sex Male, Female -> 1, 2, age Child, Adult -> 1, 2; label: survived No +1, Yes -1.
titanic <- as.data.frame(Titanic)
titanic <- titanic[rep(seq_len(nrow(titanic)), titanic$Freq), ]
stopifnot(nrow(titanic) == 2201)
write_libsvm("titanic", sapply(titanic[c("Class", "Sex", "Age")], as.integer), binary(titanic$Survived))

# thyroid: UCI Thyroid gland data (new-thyroid, Coomans), as R's mclust ships it; classes Normal, Hypo, Hyper ->
# 1, 2, 3 (Raetsch's binary thyroid is Normal against the two others: row option positive=1).
thyroid <- local({ e <- new.env(); data(list = "thyroid", package = "mclust", envir = e); e$thyroid })
write_libsvm("thyroid", thyroid[2:6], words_to_codes(thyroid$Diagnosis, c("Normal", "Hypo", "Hyper")))

# waveform: 5000 rows of Breiman's waveform generator (Breiman, Friedman, Olshen & Stone 1984, CART, Sec. 2.6.2), as
# UCI's Waveform Database Generator (Version 1) file has them, drawn by mlbench's generator with a fixed seed;
# classes 1, 2, 3.
set.seed(1984, kind = "Mersenne-Twister", normal.kind = "Inversion", sample.kind = "Rejection")
waveform <- mlbench::mlbench.waveform(5000)
write_libsvm("waveform", waveform$x, as.integer(waveform$classes))

# ---- checksums of the uncompressed text ----
files <- sort(list.files(out, pattern = "\\.libsvm\\.gz$"))
sums <- vapply(files, function(f) {
  h <- system(paste("gzip -dc", shQuote(file.path(out, f)), "| sha256sum"), intern = TRUE)
  paste0(substr(h, 1, 64), "  ", sub("\\.gz$", "", f))
}, "")
if (!check) {
  writeLines(sums, file.path(dest, "SHA256SUMS"))
  cat("wrote", length(files), "files and SHA256SUMS into", dest, "\n")
} else {
  gz_lines <- function(file) {  # readLines(gzfile(file)) leaves the connection open until R collects it
    con <- gzfile(file)
    on.exit(close(con))
    readLines(con)
  }
  recorded <- readLines(file.path(dest, "SHA256SUMS"))
  ok <- identical(unname(sums), recorded)
  for (f in files) {
    committed <- file.path(dest, f)
    same <- file.exists(committed) &&
      identical(gz_lines(committed), gz_lines(file.path(out, f)))
    if (!same) {
      cat("DIFFERS:", f, "\n")
      ok <- FALSE
    }
  }
  if (!ok) {
    cat("check FAILED: the committed files or SHA256SUMS differ from a fresh conversion\n")
    quit(status = 1)
  }
  cat("check passed:", length(files), "files identical to a fresh conversion and to SHA256SUMS\n")
}
