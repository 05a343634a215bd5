package io.assetdesk.bench;

import java.lang.management.ManagementFactory;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The floor for any JavaFX app: one window with one label, measured like {@code --startup-time} (JVM start to the
 * pulse after the first rendered frame) and printed as {@code startup-ms N}. Started by {@link StartupBenchmark} with
 * the same JDK and JavaFX jars as the console.
 */
public final class BareWindow {
    private BareWindow() {
    }

    public static void main(String[] args) {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        Platform.setImplicitExit(true);
        Platform.startup(() -> {
            Stage stage = new Stage();
            stage.setTitle("bare");
            stage.setScene(new Scene(new StackPane(new Label("bare JavaFX window")), 1280, 820));
            new AnimationTimer() {
                private int frames;

                @Override
                public void handle(long now) {
                    if (++frames == 2) {
                        stop();
                        System.out.println("startup-ms " + (System.currentTimeMillis() - jvmStart));
                        System.out.flush();
                        stage.close();
                        Platform.exit();
                    }
                }
            }.start();
            stage.show();
        });
    }
}
