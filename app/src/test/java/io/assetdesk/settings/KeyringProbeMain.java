package io.assetdesk.settings;

/**
 * A process of its own for {@code RealCredentialStoreTest}: {@code write PROFILE SECRET} stores the secret as a
 * profile's access token through the app's own store (the workstation's credential store), {@code read PROFILE}
 * prints it back. Exits 0 when it worked, 3 when no credential store could be reached, 1 otherwise.
 */
public final class KeyringProbeMain {
    private KeyringProbeMain() {
    }

    public static void main(String[] args) {
        int code;
        try (SecretStore store = SecretStores.forWorkstation()) {
            if (!store.available()) {
                System.out.println("unavailable: " + store.unavailableReason());
                code = 3;
            } else if ("write".equals(args[0])) {
                store.put(args[1], SecretKind.ACCESS_TOKEN, args[2]);
                System.out.println("written");
                code = 0;
            } else {
                System.out.println("read: " + store.get(args[1], SecretKind.ACCESS_TOKEN).orElse("<none>"));
                code = 0;
            }
        } catch (RuntimeException e) {
            System.out.println("failed: " + e.getClass().getSimpleName());
            code = 1;
        }
        // the store is closed above; the exit code is the answer
        System.exit(code);
    }
}
