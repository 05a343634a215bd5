package io.assetdesk.bench;

import io.assetdesk.api.Order;
import io.assetdesk.api.ResponseDecoder;
import io.assetdesk.sandbox.SandboxServer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Decoding the order list: the client's decoder (orders as records, with the checks it makes) against the limit, a raw
 * Jackson tree parse of the same bytes. The bytes are the sandbox's own answer for N orders. Target: within 1.5x.
 * Run through {@link BenchAll} or {@code org.openjdk.jmh.Main DecodeBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class DecodeBenchmark {

    @Param({"10000", "100000"})
    public int orders;

    private byte[] bytes;
    private ResponseDecoder decoder;
    private JsonMapper mapper;

    @Setup(Level.Trial)
    public void fetch() throws Exception {
        try (SandboxServer server = SandboxOrders.start(orders)) {
            bytes = SandboxOrders.orderListBytes(server);
        }
        mapper = JsonMapper.builder().build();
        decoder = new ResponseDecoder(mapper);
        int decoded = decoder.orders(bytes).size();
        if (decoded != orders) {
            throw new IllegalStateException("decoded " + decoded + " orders of " + orders);
        }
    }

    @Benchmark
    public List<Order> clientDecoder() {
        return decoder.orders(bytes);
    }

    @Benchmark
    public JsonNode jacksonTree() {
        return mapper.readTree(bytes);
    }
}
