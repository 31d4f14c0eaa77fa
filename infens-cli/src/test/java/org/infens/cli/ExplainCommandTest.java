package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.io.ModelCodec;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code infens explain}: the averaged stumps it lists, added up as Lin &amp; Li 2008, Thm. 8 says, give the
 * model's decision values on every training row; JSON and CSV list the same ensemble; the plots are PNG images; a
 * model whose kernel is not additive is refused in one line.
 */
class ExplainCommandTest {
    @TempDir
    Path dir;

    /** bias + sum over the stumps of weight * s(x_d) + the slopes outside the knots, from the CSV rows. */
    static double[] evaluate(List<String> csv, Dataset data, int pairs) {
        double[] f = new double[data.size() * pairs];
        for (String line : csv.subList(1, csv.size())) {
            String[] c = line.split(",", -1);
            int pair = Integer.parseInt(c[0]) - 1;
            for (int i = 0; i < data.size(); i++) {
                double v = switch (c[5]) {
                    case "bias" -> Double.parseDouble(c[8]);
                    case "stump" -> {
                        double t = data.get(i, Integer.parseInt(c[3]) - 1);
                        double from = Double.parseDouble(c[6]);
                        double to = Double.parseDouble(c[7]);
                        double s = t <= from ? -1 : t >= to ? 1 : (2 * t - from - to) / (to - from);
                        yield Double.parseDouble(c[8]) * s;
                    }
                    case "slope-below" -> Double.parseDouble(c[8])
                            * Math.min(0, data.get(i, Integer.parseInt(c[3]) - 1) - Double.parseDouble(c[7]));
                    case "slope-above" -> Double.parseDouble(c[8])
                            * Math.max(0, data.get(i, Integer.parseInt(c[3]) - 1) - Double.parseDouble(c[6]));
                    default -> throw new AssertionError(line);
                };
                f[i * pairs + pair] += v;
            }
        }
        return f;
    }

    @Test
    void theListedStumpsAddUpToTheDecisionValues() throws Exception {
        for (String[] set : new String[][] {{"heart", "stump"}, {"wine", "sum(a=stump, b=hik)"}}) {
            Path model = dir.resolve(set[0] + ".model");
            CliTestSupport.Result t = CliTestSupport.run("train", "-q", "--kernel", set[1], set[0], model.toString());
            assertEquals(0, t.code(), t.err());
            CliTestSupport.Result r = CliTestSupport.run("explain", "--format", "csv", model.toString());
            assertEquals(0, r.code(), r.err());
            List<String> csv = r.out().lines().toList();
            assertEquals("pair,positive,negative,feature,name,term,from,to,weight", csv.get(0));
            SvmModel m = ModelCodec.read(model, SvmModel.class);
            Dataset data = BundledData.load(set[0]);
            int pairs = m.rho().length;
            double[] f = evaluate(csv, data, pairs);
            for (int i = 0; i < data.size(); i++) {
                double[] dec = m.expansionDecisionValues(data, i);
                for (int p = 0; p < pairs; p++) {
                    assertEquals(dec[p], f[i * pairs + p], 1e-9 * Math.max(1, Math.abs(dec[p])),
                            set[0] + " row " + i + " pair " + p);
                }
            }
            // JSON lists the same number of stumps per pair
            CliTestSupport.Result j = CliTestSupport.run("explain", "--format", "json", model.toString());
            JsonNode root = new ObjectMapper().readTree(j.out());
            assertEquals(pairs, root.get("pairs").size());
            long stumps = csv.stream().filter(l -> l.contains(",stump,")).count();
            long inJson = 0;
            for (JsonNode pair : root.get("pairs")) {
                for (JsonNode feature : pair.get("features")) {
                    inJson += feature.get("stumps").size();
                }
            }
            assertEquals(stumps, inJson);
        }
    }

    @Test
    void plotsAndTextAndRefusal() throws Exception {
        Path model = dir.resolve("heart.model");
        assertEquals(0, CliTestSupport.run("train", "-q", "-t", "5", "heart", model.toString()).code());
        Path plots = dir.resolve("plots");
        CliTestSupport.Result r = CliTestSupport.run("explain", "--top", "3", "--plots", plots.toString(),
                model.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("classes 1 (f > 0) vs -1: f(x) = "), r.out());
        assertEquals(3, r.out().lines().filter(l -> l.matches("  \\d+ .*")).count(), r.out());
        BufferedImage overview = ImageIO.read(plots.resolve("overview.png").toFile());
        assertTrue(overview.getWidth() > 300 && overview.getHeight() > 200);
        assertTrue(Files.exists(plots.resolve("pair-1-feature-13.png")));
        Path rbf = dir.resolve("rbf.model");
        assertEquals(0, CliTestSupport.run("train", "-q", "heart", rbf.toString()).code());
        CliTestSupport.Result refused = CliTestSupport.run("explain", rbf.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().matches("infens: .*rbf.model: the model's kernel rbf\\(gamma=.*\\) is not additive.*\\n"),
                refused.err());
    }
}
