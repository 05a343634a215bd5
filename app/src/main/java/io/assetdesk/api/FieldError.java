package io.assetdesk.api;

/** A message about one request field ({@code field} is the bare name, e.g. "email"), or a general one (null field). */
public record FieldError(String field, String message) {
}
