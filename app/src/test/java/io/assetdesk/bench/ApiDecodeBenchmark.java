package io.assetdesk.bench;

import io.assetdesk.api.Order;
import io.assetdesk.api.ResponseDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Decoding a list of 10,000 orders with the client's streaming decoder, against plain Jackson tree parsing of the same
 * bytes (the floor any decoder that reads every byte has to beat or come close to). Target: decode within 1.5x of the
 * tree parse. A main class, not a test: {@code java -cp <test classpath> io.assetdesk.bench.ApiDecodeBenchmark [n]}.
 * Prints the median of each and the ratio; exit 1 when the ratio misses the target.
 */
public final class ApiDecodeBenchmark {
    private ApiDecodeBenchmark() {
    }

    static byte[] orders(int n) {
        StringBuilder b = new StringBuilder(n * 620).append("{\"data\":[");
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append("{\"id\":\"ord-").append(i).append("\",\"type\":\"order\",\"attributes\":{")
                    .append("\"created\":\"2024-05-01T10:20:30.123Z\",\"isArchived\":false,\"status\":\"closed\",")
                    .append("\"loginUrl\":\"https://provider.example.com/login/").append(i).append("\",")
                    .append("\"daysRemaining\":").append(i % 90).append(",\"email\":\"borrower").append(i)
                    .append("@example.com\",\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-").append(i)
                    .append("\",\"firstName\":\"Ana\",\"lastName\":\"Lima\",\"notificationUrl\":null,")
                    .append("\"returnUrl\":\"https://lender.example.com/r\",\"phoneNumber\":\"+1 555 0100\",")
                    .append("\"employerName\":\"Acme Corp\"}}");
        }
        return b.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        byte[] body = orders(10_000);
        JsonMapper mapper = JsonMapper.builder().build();
        ResponseDecoder decoder = new ResponseDecoder(mapper);
        long sink = 0;
        for (int i = 0; i < 40; i++) { // warm-up
            sink += mapper.readTree(body).get("data").size();
            sink += decoder.orders(body).size();
        }
        long[] tree = new long[rounds];
        long[] decode = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            JsonNode node = mapper.readTree(body);
            long t1 = System.nanoTime();
            List<Order> orders = decoder.orders(body);
            long t2 = System.nanoTime();
            sink += node.get("data").size() + orders.size();
            tree[i] = t1 - t0;
            decode[i] = t2 - t1;
        }
        double treeMs = median(tree) / 1e6;
        double decodeMs = median(decode) / 1e6;
        double ratio = decodeMs / treeMs;
        System.out.printf("body %.1f MB, 10,000 orders, %d rounds (sink %d)%n", body.length / 1e6, rounds, sink);
        System.out.printf("jackson readTree  median %.2f ms%n", treeMs);
        System.out.printf("ResponseDecoder   median %.2f ms%n", decodeMs);
        System.out.printf("ratio decode/tree %.2f (target <= 1.50)%n", ratio);
        if (ratio > 1.5) {
            System.exit(1);
        }
    }

    private static double median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }
}
