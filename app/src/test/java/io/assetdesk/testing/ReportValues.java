package io.assetdesk.testing;

import io.assetdesk.api.ReportValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Report values for tests, written as JSON text. */
public final class ReportValues {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();

    private ReportValues() {
    }

    public static ReportValue parse(String json) {
        return of(JSON.readTree(json));
    }

    public static ReportValue.Obj obj(String json) {
        return (ReportValue.Obj) parse(json);
    }

    private static ReportValue of(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) {
            return ReportValue.Null.NULL;
        }
        if (n.isObject()) {
            Map<String, ReportValue> m = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                m.put(e.getKey(), of(e.getValue()));
            }
            return new ReportValue.Obj(m);
        }
        if (n.isArray()) {
            List<ReportValue> items = new ArrayList<>();
            n.values().forEach(v -> items.add(of(v)));
            return new ReportValue.Arr(items);
        }
        if (n.isNumber()) {
            return new ReportValue.Num(n.decimalValue());
        }
        if (n.isBoolean()) {
            return new ReportValue.Bool(n.booleanValue());
        }
        return new ReportValue.Str(n.asString());
    }
}
