#!/usr/bin/env bash
# Builds Asset Desk's self-contained application image (jlink + jpackage) and, unless told otherwise, the installer
# of this system: a .deb on Linux, an .msi on Windows (WiX 3 on PATH), a .dmg on macOS.
#
#   packaging/package.sh [--app-image-only] [--skip-build] [--no-cds] [--cds-training gui|headless] [--dest DIR]
#
#   --app-image-only   build the app image only, no installer (what CI does)
#   --skip-build       reuse app/target (asset-desk.jar, lib/) from an earlier `mvn package`
#   --no-cds           ship no start-up archive (AOT cache or class-data-sharing archive)
#   --cds-training M   how the archive's training run opens the app: gui = the console's first frame under a virtual
#                      display (Xvfb, installed on Debian when missing), headless = a sandbox and --check-connection
#                      (no display). Default: gui (Xvfb and GTK 3 installed when missing, as root on Debian);
#                      headless, with a warning, only where they cannot be had. A GUI training that does not reach
#                      the Orders screen stops the build: a package never ships an archive that misses it.
#   --dest DIR         output folder (default target/packaging)
#
# Output (DIR): AssetDesk/ (the app image; launcher AssetDesk/bin/AssetDesk, or AssetDesk.app / AssetDesk.exe),
# asset-desk_<version>-1_amd64.deb | AssetDesk-<version>.msi |
# AssetDesk-<version>.dmg, and the intermediate runtime/ (jlink) and input/ (class path) folders.
#
# The JDK: JAVA_HOME when set, else the newest JDK 25+ under /usr/lib/jvm, else javac's (below).
#
# JavaFX: the platform jars from app/target/lib are modular jars; jlink links them into the runtime like the JDK's own
# modules (JavaFX on the module path of the runtime image, boot layer), the rest of the app stays on the class path.
# The graphics natives are taken out of the module image and put next to the JDK's own (runtime/lib), where JavaFX
# looks first. In the app image the WebKit and media natives stay compressed inside (small on disk; JavaFX unpacks and
# hashes WebKit at the first enrollment frame of each session); the installers are built from an image with every
# native as a file (see build_image).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
pkg="$root/packaging"
dest="$root/target/packaging"
app_image_only=false
skip_build=false
cds=true
training=""
while [ $# -gt 0 ]; do
  case "$1" in
    --app-image-only) app_image_only=true ;;
    --skip-build) skip_build=true ;;
    --no-cds) cds=false ;;
    --cds-training) training=${2:?--cds-training needs gui or headless}; shift ;;
    --dest) dest=${2:?--dest needs a folder}; shift ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
case "$training" in ""|gui|headless) ;; *) echo "package.sh: --cds-training is gui or headless" >&2; exit 2 ;; esac

say() { echo "package: $*"; }
die() { echo "package: $*" >&2; exit 1; }

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=mac ;;
  MINGW*|MSYS*|CYGWIN*) os=windows ;;
  *) die "unsupported system $(uname -s)" ;;
esac

apt_install() {
  # Installs Debian packages when we can (root and apt-get); otherwise says what is missing.
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    say "installing $*"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  else
    die "missing $* (install them, then run again)"
  fi
}

# --- the JDK: jlink, jpackage and the modules jlink links from ---------------------------------------------------
# The runtime the console ships is linked from JAVA_HOME when it is set. Otherwise from the newest JDK 25 or later
# under /usr/lib/jvm when there is one (Temurin's, beside Debian's 17, on the machines here), else from the JDK of
# javac. From JDK 25 the start-up archive is an ahead-of-time cache (JEP 483, 514: the first screen's classes loaded
# and linked, not only parsed), which starts the console faster than JDK 17's AppCDS archive (docs/benchmarks.md).
jdk_feature_of() {  # JAVA_HOME -> its feature release (17, 25, ...)
  "$1/bin/java$exe" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.specification.version/{print $2}'
}
exe=""; [ $os = windows ] && exe=.exe
build_java_home=${JAVA_HOME:-}   # Maven builds with the caller's JDK (javac's when unset), whatever links the runtime
if [ -z "${JAVA_HOME:-}" ]; then
  for jdk in /usr/lib/jvm/*; do
    [ -x "$jdk/bin/java" ] && [ -x "$jdk/bin/jlink" ] && [ -x "$jdk/bin/jpackage" ] || continue
    f=$(jdk_feature_of "$jdk")
    if [ "${f:-0}" -ge 25 ] && [ "${f:-0}" -gt "${best_feature:-0}" ]; then best_feature=$f; JAVA_HOME=$jdk; fi
  done
fi
if [ -z "${JAVA_HOME:-}" ]; then
  JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v javac || command -v java)")")")
fi
export JAVA_HOME
jbin="$JAVA_HOME/bin"
[ -x "$jbin/jlink$exe" ] && [ -x "$jbin/jpackage$exe" ] || die "no jlink/jpackage in $JAVA_HOME (needs a full JDK 17+)"
jdk_feature=$(jdk_feature_of "$JAVA_HOME")
[ "${jdk_feature:-0}" -ge 17 ] || die "needs JDK 17 or newer (found ${jdk_feature:-?})"
# the start-up archive: an AOT cache from JDK 25 (one training run makes it), an AppCDS archive before
aot=false; [ "$jdk_feature" -ge 25 ] && aot=true
jmods="$JAVA_HOME/jmods"
if [ ! -f "$jmods/java.base.jmod" ]; then
  if [ "$jdk_feature" -ge 24 ] && "$jbin/jlink$exe" --help 2>&1 | grep -qi 'linking from run-time image enabled'; then
    jmods=""   # a JDK built to link from its own run-time image (JEP 493) ships no jmods
  else
    [ $os = linux ] || die "$JAVA_HOME has no jmods/: use a full JDK"
    apt_install "openjdk-${jdk_feature}-jmods"
    [ -f "$jmods/java.base.jmod" ] || die "still no $JAVA_HOME/jmods after installing the jmods package"
  fi
fi
# jlink's --compress changed spelling in JDK 21 (zip-N); 2 means zip in both.
if [ "$jdk_feature" -ge 21 ]; then compress=zip-6; else compress=2; fi

# --- the app: mvn package output ---------------------------------------------------------------------------------
target="$root/app/target"
if ! $skip_build; then
  say "mvn package"
  if [ -n "$build_java_home" ]; then
    (cd "$root" && JAVA_HOME="$build_java_home" mvn -B -q package -DskipTests)
  else
    (cd "$root" && env -u JAVA_HOME mvn -B -q package -DskipTests)
  fi
fi
[ -f "$target/asset-desk.jar" ] && [ -d "$target/lib" ] || die "no app/target/asset-desk.jar and lib/: run mvn package"
version=$(sed -n 's/^version=//p' "$target/maven-archiver/pom.properties" 2>/dev/null || true)
[ -n "$version" ] || version=$(sed -n 's:.*<version>\([0-9][^<]*\)</version>.*:\1:p' "$root/pom.xml" | head -1)
# Installers want a numeric version: 0.1.0-SNAPSHOT becomes 0.1.0.
app_version=${version%%-*}
say "Asset Desk $version (JDK $jdk_feature, $os)"

case $os in
  linux) fx_classifier=linux; natives_dir=lib; so_glob='*.so' ;;
  mac) fx_classifier=mac; [ "$(uname -m)" = arm64 ] && fx_classifier=mac-aarch64; natives_dir=lib; so_glob='*.dylib' ;;
  windows) fx_classifier=win; natives_dir=bin; so_glob='*.dll' ;;
esac
fx_jars=$(ls "$target"/lib/javafx-*-"$fx_classifier".jar 2>/dev/null || true)
[ -n "$fx_jars" ] || die "no JavaFX jars for $fx_classifier in app/target/lib (build on the target system)"

rm -rf "$dest"
mkdir -p "$dest"
work="$dest/work"
mkdir -p "$work"

# --- class path input: the app jar and every library except JavaFX (in the runtime) ------------------------------
input="$dest/input"
mkdir -p "$input/lib"
cp "$target/asset-desk.jar" "$input/"
for jar in "$target"/lib/*.jar; do
  case "$(basename "$jar")" in
    javafx-*) ;;   # platform jars go into the runtime; the classifier-less ones are empty shims
    *) cp "$jar" "$input/lib/" ;;
  esac
done

# --- the runtime (jlink) and the app image (jpackage) ------------------------------------------------------------
# Modules: jdeps over the app and its libraries (java.base, java.desktop, java.management, java.sql, jdk.net,
# jdk.security.auth, javafx.controls/fxml/media; PDFBox and FontBox, for the loan-file PDF, need java.desktop
# for AWT's colours, geometry and images and the page rendering for print, java.xml, and java.logging through
# commons-logging; java.sql for H2, the sandbox's kept orders) plus what they use by reflection or service lookup at
# run time: java.net.http (the client), java.logging and java.naming (Logback), java.xml,
# jdk.crypto.ec (TLS to https services), jdk.unsupported (JNA, Jackson), javafx.web with jdk.jsobject and
# jdk.xml.dom (the enrollment WebView), jdk.localedata (English locales), java.scripting (FXML).
modules=java.base,java.desktop,java.logging,java.management,java.naming,java.net.http,java.scripting,java.sql
modules+=,java.xml,jdk.crypto.ec,jdk.jsobject,jdk.localedata,jdk.net,jdk.security.auth
modules+=,jdk.unsupported,jdk.xml.dom
modules+=,javafx.base,javafx.graphics,javafx.controls,javafx.fxml,javafx.media,javafx.web
sep=":"; [ $os = windows ] && sep=";"
fx_path=$(echo "$fx_jars" | tr '\n' "$sep" | sed "s/[$sep]\$//")

icon="$pkg/linux/asset-desk.png"
[ $os = windows ] && icon="$pkg/windows/asset-desk.ico"
if [ $os = mac ]; then
  icon="$work/asset-desk.icns"
  mkdir -p "$work/asset-desk.iconset"
  for s in 16 32 128 256; do
    sips -z $s $s "$pkg/linux/asset-desk.png" --out "$work/asset-desk.iconset/icon_${s}x${s}.png" >/dev/null
  done
  iconutil -c icns "$work/asset-desk.iconset" -o "$icon"
fi

# extract_natives JAR DIR: the jar's top-level native libraries into DIR (with the JDK's jar tool: no unzip needed).
extract_natives() {
  local names
  names=$("$jbin/jar$exe" tf "$1" | grep -E "^[^/]*\.(so|dylib|dll)\$" || true)
  [ -n "$names" ] || return 0
  # shellcheck disable=SC2086
  (cd "$2" && "$jbin/jar$exe" xf "$1" $names)
}

# store_jars DIR: rewrites every jar in DIR without compression (same entries, manifest first). The .deb's xz then
# compresses the classes far better than deflate did: about 5 MB less .deb for 15 MB more on disk.
store_jars() {
  local jar x
  for jar in "$1"/*.jar "$1"/lib/*.jar; do
    [ -f "$jar" ] || continue
    x="$work/jar-x"
    rm -rf "$x" && mkdir -p "$x"
    (cd "$x" && "$jbin/jar$exe" xf "$jar")
    if [ -f "$x/META-INF/MANIFEST.MF" ]; then
      "$jbin/jar$exe" --create --no-compress --file "$jar.new" --manifest "$x/META-INF/MANIFEST.MF" -C "$x" .
    else
      "$jbin/jar$exe" --create --no-compress --no-manifest --file "$jar.new" -C "$x" .
    fi
    touch -r "$jar" "$jar.new" && mv "$jar.new" "$jar"
  done
  rm -rf "$work/jar-x"
}

# strip_natives DIR: drops the symbol tables of the native libraries (4 MB of libjvm.so alone); stack traces of a
# native crash lose function names. Linux only (binutils' strip; installed on Debian when missing).
strip_natives() {
  [ $os = linux ] || return 0
  command -v strip >/dev/null || apt_install binutils
  find "$1" -name '*.so' -exec strip --strip-unneeded {} +
}

# build_image FLAVOUR OUT_DIR
#   app: a compressed module image; the graphics natives (needed at every start) as files next to the JDK's, where
#        JavaFX looks first; WebKit and media natives stay compressed inside. Smallest on disk, but at the first
#        enrollment frame of every session JavaFX unpacks the 121 MB WebKit library and hashes it against its copy in
#        ~/.openjfx/cache: about 2.3 s of the FX thread here.
#   installer: (the .deb, .msi and .dmg) an uncompressed module image with every native as a file: nothing is
#        unpacked at run time, and the installer's own compression (xz for the .deb) packs it far better than jlink's
#        zip does.
build_image() {
  local flavour=$1 out=$2 runtime="$dest/runtime-$1" level=$compress exclude="glob:/javafx.graphics/$so_glob" jar
  local in="$input"
  if [ "$flavour" = installer ]; then
    level=0
    [ "$jdk_feature" -ge 21 ] && level=zip-0
    exclude="glob:/javafx.*/$so_glob"
    in="$dest/input-installer"
    rm -rf "$in" && cp -r "$input" "$in"
    store_jars "$in"
  fi
  say "jlink ($flavour flavour)"
  local args=(--module-path "${jmods:+$jmods$sep}${fx_path}" --add-modules "$modules"
    --strip-debug --no-man-pages --no-header-files --compress="$level" --include-locales=en
    --exclude-resources="$exclude" --output "$runtime")
  # With AppCDS the app's archive replaces the JDK's (it holds the JDK classes the app uses, too).
  $cds || args+=(--generate-cds-archive)
  "$jbin/jlink$exe" "${args[@]}"
  # The archive for heaps over 32 GB (no compressed oops) is not worth its 11 MB here.
  rm -f "$runtime"/lib/server/classes_nocoops.jsa
  for jar in $fx_jars; do
    if [ "$flavour" = installer ] || [[ "$jar" == *javafx-graphics-* ]]; then
      extract_natives "$jar" "$runtime/$natives_dir"
    fi
  done
  strip_natives "$runtime"
  # The per-build part of the arguments; the fixed part is packaging/jpackage.args. It gives the launcher
  # -XX:TieredStopAtLevel=1 (the client compiler only): on a 2-core workstation the server compiler's work during
  # start-up took as much CPU as the console itself (first frame 1.7 s -> 1.2 s without it), while a 100,000-order
  # list decodes as fast either way (bench.sh figures: docs/benchmarks.md). The collector: a desktop heap of a few
  # hundred MB needs no concurrent one. JDK 17: -XX:+UseSerialGC. JDK 25: -XX:+UseParallelGC, since JDK 25's serial
  # collector grows the old generation at each young collection instead of collecting it, and never grows its 8 MB
  # young generation: a list of 1,000,000 orders arriving promoted its garbage with it (resident 764-801 MB, against
  # 537-541 MB with the parallel collector and 543-567 MB on JDK 17's serial one; idle 229-231 vs 234-235 MB).
  # -Xms32m: the heap grows from small instead of from 1/64 of the machine's memory (resident memory with 100,000
  # orders 644 MB -> 451 MB, idle 221 -> 213 MB on the packaged app, JDK 17).
  # -XX:MinHeapFreeRatio=75 -XX:MaxHeapFreeRatio=90: when the heap must grow it grows to four times what lives in it,
  # so a list of 1,000,000 orders arriving costs three full collections instead of six (the collector's CPU
  # 1.8-1.9 s -> 1.1-1.6 s); idle resident memory +4 MB, start-up unchanged (docs/benchmarks.md). The parallel
  # collector follows them too (1,000,000 orders: 537-541 MB with them, 641-655 MB without).
  # -XX:MaxRAMPercentage=50 -XX:MaxRAM=16g: the heap may grow to half the machine's memory, at most 8 GB (the JVM's
  # own default is a quarter: 2 GB on an 8 GB workstation, too little for 1,000,000 orders); a list larger than that
  # is refused in one sentence (MemoryGuard), never an OutOfMemoryError.
  mkdir -p "$out"
  printf -- '--app-version %s\n--icon "%s"\n--input "%s"\n--runtime-image "%s"\n--dest "%s"\n' \
    "$app_version" "$icon" "$in" "$runtime" "$out" >"$work/$flavour-image.args"
  if [ "$jdk_feature" -ge 25 ]; then gc=-XX:+UseParallelGC; else gc=-XX:+UseSerialGC; fi
  printf -- '--java-options %s\n' "$gc" >>"$work/$flavour-image.args"
  if [ "$jdk_feature" -ge 24 ]; then
    # JDK 24+ warns on stderr, at every start, when JavaFX loads its natives or JNA its own (JEP 472), and when
    # JavaFX's renderer (Marlin) allocates off-heap memory through sun.misc.Unsafe (JEP 498); both are what these
    # libraries do by design. The options are unknown to JDK 17, hence only here. A command-line run
    # (--check-connection, --export-report) says its failure in one line on stderr, with no JVM warning above it.
    printf -- '--java-options %s\n' --enable-native-access=ALL-UNNAMED,javafx.graphics,javafx.media,javafx.web \
      --sun-misc-unsafe-memory-access=allow >>"$work/$flavour-image.args"
  fi
  say "jpackage app image ($flavour flavour)"
  local extra=()
  # Windows: AssetDesk.exe is a windowed launcher; AssetDeskCli.exe, a console one, shows --check-connection output.
  [ $os = windows ] && extra=(--add-launcher "AssetDeskCli=$pkg/windows/cli-launcher.properties")
  "$jbin/jpackage$exe" @"$pkg/jpackage.args" @"$work/$flavour-image.args" --type app-image ${extra[@]+"${extra[@]}"}
  [ $os = linux ] && script_launcher "$out/AssetDesk"
  return 0
}

# script_launcher IMAGE (Linux): replaces jpackage's native launcher, bin/AssetDesk, with a shell script that starts the
# image's own java with what lib/app/AssetDesk.cfg says (class path, main class, java-options; $APPDIR is lib/app).
# jpackage's Linux launcher asks rpm and then dpkg which package owns it, on every start, to find its
# libapplauncher.so (LinuxPackage.c in jdk.jpackage, unchanged in current JDKs): two `dpkg -S` over the whole package
# database, about 150 ms of each start on this machine (780 packages) and more on a desktop with thousands. The script
# is written again whenever the cfg changes (use_archive), and the archive is dumped through it, so the class path the
# JVM sees is the same at dump time and at run time, as JDK 17's AppCDS requires.
script_launcher() {
  local image=$1 cfg line cp="" main="" opts=""
  cfg="$(appdir_of "$image")/AssetDesk.cfg"
  while IFS= read -r line; do
    case "$line" in
      app.mainclass=*) main=${line#app.mainclass=} ;;
      app.classpath=*) cp="${cp:+$cp:}${line#app.classpath=}" ;;
      java-options=*) opts="$opts \"${line#java-options=}\"" ;;
    esac
  done <"$cfg"
  [ -n "$main" ] && [ -n "$cp" ] || die "no main class or class path in $cfg"
  {
    echo '#!/bin/sh'
    echo '# Asset Desk launcher, written by packaging/package.sh from lib/app/AssetDesk.cfg (jpackage'"'"'s native launcher'
    echo '# asks the package manager which package owns it at every start; this starts the same JVM without that).'
    echo 'APPDIR=$(cd "$(dirname "$(readlink -f "$0")")/../lib/app" && pwd -P) || exit 1'
    echo "exec \"\$APPDIR/../runtime/bin/java\"$opts -cp \"$cp\" $main \"\$@\""
  } >"$image/bin/AssetDesk.new"
  chmod 0755 "$image/bin/AssetDesk.new"
  mv "$image/bin/AssetDesk.new" "$image/bin/AssetDesk"
  rm -f "$image/lib/libapplauncher.so" # only the native launcher used it
}

# Where an image keeps its launcher and its class path folder ($APPDIR, with the launcher's AssetDesk.cfg).
launcher_of() {
  case $os in linux) echo "$1/bin/AssetDesk" ;; mac) echo "$1/Contents/MacOS/AssetDesk" ;; *) echo "$1/AssetDesk.exe" ;; esac
}
appdir_of() {
  case $os in linux) echo "$1/lib/app" ;; mac) echo "$1/Contents/app" ;; *) echo "$1/app" ;; esac
}

# --- AppCDS: a training run of the packaged app lists the classes it loads; a static archive of them is mapped at start
# The training run (-XX:DumpLoadedClassList) writes lib/app/app.classlist; `-Xshare:dump` then archives those classes
# (JDK, JavaFX and class path alike, with their pre-parsed metadata and archived heap objects) into lib/app/app.jsa,
# which the launcher maps (-XX:SharedArchiveFile=$APPDIR/app.jsa; -Xshare:auto, the default, starts normally should
# it be missing or not match). JDK 17 ties an archive to the absolute class path it was dumped with, so the app image
# is dumped where it is built (a moved image starts without it), and the .deb ships the class list and dumps the
# archive at /opt/asset-desk in its postinst (packaging/linux/postinst), against exactly the installed files.
free_port() {
  local p
  for p in $(seq 18080 18180); do
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  echo 18999
}
train_headless() {  # LAUNCHER OPTIONS: a sandbox in one process, --check-connection against it in the recorded one
  local launcher=$1 record=$2 port conn log pid
  rm -rf "$work/training-home"   # each image is trained from the same empty data folder
  port=$(free_port)
  log="$work/training-sandbox.log"
  ASSET_DESK_HOME="$work/training-home" "$launcher" --sandbox-server --port "$port" >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do grep -q "Sandbox listening on" "$log" 2>/dev/null && break; sleep 0.2; done
  conn="$work/training-connection.json"
  "$pkg/sandbox-connection.sh" "http://127.0.0.1:$port" >"$conn"
  JAVA_TOOL_OPTIONS="$record" "$launcher" --check-connection --config "$conn" \
    >"$work/training.log" 2>&1 || say "training: --check-connection failed (see $work/training.log)"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
train_gui() {  # LAUNCHER OPTIONS: the console on its built-in sandbox to its first frame and 3 s past it (the sandbox's
               # start and the first rows come after the frame), under a virtual display
  local launcher=$1 record=$2 d=90 xpid home="$work/training-home"
  rm -rf "$home"   # each image is trained from the same empty data folder and home
  while [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
  Xvfb ":$d" -screen 0 1366x900x24 -nolisten tcp >/dev/null 2>&1 &
  xpid=$!
  sleep 1
  mkdir -p "$home"   # a private home keeps the builder's own settings out of it
  DISPLAY=":$d" HOME="$home" XDG_CACHE_HOME="$home/.cache" XDG_CONFIG_HOME="$home/.config" \
    JAVA_TOOL_OPTIONS="$record -Duser.home=$home -Dassetdesk.startupTime.lingerMs=3000" \
    ASSET_DESK_HOME="$work/training-home" timeout 300 "$launcher" --startup-time >"$work/training.log" 2>&1 \
    || say "training: --startup-time failed (see $work/training.log)"
  kill "$xpid" 2>/dev/null || true
  wait "$xpid" 2>/dev/null || true
}
# use_archive IMAGE: points the image's launcher at $APPDIR/app.aot (JDK 25+, made by train_aot) or $APPDIR/app.jsa
# (made by dump_archive here or by the postinst).
use_archive() {
  local cfg option=-XX:SharedArchiveFile='$APPDIR/app.jsa'
  $aot && option=-XX:AOTCache='$APPDIR/app.aot'
  cfg="$(appdir_of "$1")/AssetDesk.cfg"
  awk -v o="$option" '{ print } /^\[JavaOptions\]/ { print "java-options=" o }' "$cfg" >"$cfg.new"
  mv "$cfg.new" "$cfg"
  [ $os = linux ] && script_launcher "$1"
  return 0
}
# dump_archive IMAGE: the static archive of the image's class list, made by its own launcher (same class path).
dump_archive() {
  local appdir
  appdir=$(appdir_of "$1")
  rm -f "$appdir/app.jsa"
  JAVA_TOOL_OPTIONS="-Xshare:dump -XX:SharedClassListFile=$appdir/app.classlist" "$(launcher_of "$1")" \
    >"$work/dump.log" 2>&1 || true
  [ -s "$appdir/app.jsa" ] || die "no archive from -Xshare:dump (see $work/dump.log)"
  say "archive $(du -h "$appdir/app.jsa" | cut -f1) of $(wc -l <"$appdir/app.classlist") classes"
}
# train_aot IMAGE (JDK 25+): the training run writes the AOT cache itself (-XX:AOTCacheOutput: the JVM records the
# run, then a second JVM assembles lib/app/app.aot from the record); the launcher then maps it (-XX:AOTCache, which
# starts normally, and says nothing, should it be missing or not match: tried with a missing file and with another
# image's cache). The cache holds the classes the run loaded, already linked, and the run's method profiles. It can
# move with the image: the .deb ships it as made here, and the smoke test checks that the launcher of the .deb
# unpacked elsewhere starts with it (-XX:AOTMode=on). It belongs to the runtime it was made with, so each image is
# trained on its own runtime. A GUI training must reach the first screen: the cache lists OrdersController.
train_aot() {
  local appdir launcher aotlist
  appdir=$(appdir_of "$1")
  launcher=$(launcher_of "$1")
  rm -f "$appdir/app.aot"
  "train_$training" "$launcher" "-XX:AOTCacheOutput=$appdir/app.aot"
  [ -s "$appdir/app.aot" ] || die "the training run made no AOT cache (see $work/training.log)"
  use_archive "$1"
  aotlist="$work/aot-check.txt"
  JAVA_TOOL_OPTIONS="-XX:+PrintSharedArchiveAndExit" "$launcher" >"$aotlist" 2>&1 || true
  grep -q '^archive is valid' "$aotlist" || die "the launcher cannot map its AOT cache (see $aotlist)"
  if [ "$training" = gui ]; then
    grep -q ' io\.assetdesk\.ui\.orders\.OrdersController ' "$aotlist" \
      || die "the GUI training did not reach the Orders screen (see $work/training.log); no package made"
  fi
  say "AOT cache ($training training): $(du -h "$appdir/app.aot" | cut -f1), $(grep -c '_loader$' "$aotlist") classes"
}
if $cds && [ $os != linux ]; then
  say "the start-up archive's training runs on Linux only in this script; the $os image ships the JDK's archive only"
  cds=false
fi
if $cds && [ -z "$training" ]; then
  # The officer's package is trained on the console's first screen (gui): a headless training lists about 3,500
  # classes, not the screen's, and the installed console then starts much slower. gui unless it cannot be had here.
  if command -v Xvfb >/dev/null && ldconfig -p | grep -q libgtk-3.so.0; then
    training=gui
  elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    training=gui   # Xvfb and GTK 3 are installed below
  else
    training=headless
    say "WARNING: no Xvfb and GTK 3 here and no way to install them: the archive's training is headless, and the"
    say "WARNING: package will start slower; install xvfb and libgtk-3-0, or pass --cds-training headless to accept"
  fi
fi
if $cds && [ "$training" = gui ]; then
  command -v Xvfb >/dev/null || apt_install xvfb xauth
  ldconfig -p | grep -q libgtk-3.so.0 || apt_install libgtk-3-0
fi

build_image app "$dest"
case $os in mac) image="$dest/AssetDesk.app" ;; *) image="$dest/AssetDesk" ;; esac
[ -f "$(appdir_of "$image")/AssetDesk.cfg" ] || die "jpackage made no app image at $image"
if $cds && $aot; then
  say "AOT cache training run ($training)"
  train_aot "$image"
elif $cds; then
  classlist="$(appdir_of "$image")/app.classlist"
  say "AppCDS training run ($training)"   # JDK 17-24
  "train_$training" "$(launcher_of "$image")" "-XX:DumpLoadedClassList=$classlist"
  [ -s "$classlist" ] || die "the training run listed no classes (see $work/training.log)"
  if [ "$training" = gui ]; then
    # a GUI training that did not reach the first screen (no display, a crash) must not ship as one
    grep -q '^io/assetdesk/ui/orders/OrdersController\( \|$\)' "$classlist" \
      || die "the GUI training did not reach the Orders screen (see $work/training.log); no package made"
  fi
  reached=""
  if [ "$training" = gui ]; then reached=", the first screen's included"; fi
  say "AppCDS training: $training ($(wc -l <"$classlist") classes$reached)"
  use_archive "$image"
  dump_archive "$image"
fi
say "app image $image ($(du -sh "$image" | cut -f1))"

# --- installers ------------------------------------------------------------------------------------------------
$app_image_only && exit 0
case $os in
  linux)
    for tool in fakeroot dpkg-deb objdump; do command -v $tool >/dev/null || apt_install fakeroot dpkg binutils; done
    build_image installer "$dest/installer-image"
    # JavaFX loads GTK 3, GL and the rest with dlopen or from natives jpackage does not inspect: name them here.
    deps="libgtk-3-0 | libgtk-3-0t64, libgl1, libx11-6, libxtst6, libxxf86vm1, libasound2 | libasound2t64"
    deps+=", libfreetype6, libfontconfig1, libpango-1.0-0, libpangoft2-1.0-0, libcairo2"
    deps+=", libglib2.0-0 | libglib2.0-0t64"
    res="$work/resources"
    mkdir -p "$res"
    cp "$pkg/linux/asset-desk.png" "$res/AssetDesk.png"
    if $cds && $aot; then
      # The installer image has a runtime of its own (uncompressed): its cache is trained on it, and shipped.
      say "AOT cache training run of the installer image ($training)"
      train_aot "$dest/installer-image/AssetDesk"
    elif $cds; then
      # The archive is dumped at install (postinst) from the class list, where the files are: ship the list.
      cp "$classlist" "$(appdir_of "$dest/installer-image/AssetDesk")/app.classlist"
      use_archive "$dest/installer-image/AssetDesk"
    fi
    # The package's own maintainer scripts, whatever its archive: jpackage's would register the menu entry with
    # xdg-desktop-menu, which fails the install where no menu folder exists (the entry is a file of the package here).
    cp "$pkg/linux/postinst" "$pkg/linux/prerm" "$res/"
    say "jpackage .deb"
    "$jbin/jpackage" @"$pkg/linux/deb.args" --app-image "$dest/installer-image/AssetDesk" --app-version "$app_version" \
      --linux-package-deps "$deps" --resource-dir "$res" --icon "$pkg/linux/asset-desk.png" --dest "$dest"
    # The menu entry and its icon in the package itself, where every Linux desktop looks (jpackage's own entry is made
    # by xdg-desktop-menu at install, which finds no menu folder on some desktops): dpkg -c lists them, and dpkg's
    # triggers update the menu and icon caches.
    deb=$(ls "$dest"/asset-desk_*.deb | head -1)
    tree="$work/deb-tree"
    rm -rf "$tree"
    say "menu entry and icon into $(basename "$deb")"
    fakeroot sh -c "dpkg-deb -R '$deb' '$tree' \
      && install -D -m 0644 '$pkg/linux/asset-desk.desktop' '$tree/usr/share/applications/asset-desk.desktop' \
      && install -D -m 0644 '$pkg/linux/asset-desk.png' '$tree/usr/share/icons/hicolor/256x256/apps/asset-desk.png' \
      && dpkg-deb -Zxz -b '$tree' '$deb' >/dev/null"
    rm -rf "$tree"
    ;;
  windows)
    command -v candle.exe >/dev/null || die "the .msi needs WiX 3 (candle.exe, light.exe) on PATH"
    build_image installer "$dest/installer-image"
    say "jpackage .msi"
    "$jbin/jpackage.exe" @"$pkg/windows/msi.args" --app-image "$dest/installer-image/AssetDesk" \
      --app-version "$app_version" --dest "$dest"
    ;;
  mac)
    build_image installer "$dest/installer-image"
    say "jpackage .dmg"
    "$jbin/jpackage" @"$pkg/macos/dmg.args" --app-image "$dest/installer-image/AssetDesk.app" \
      --app-version "$app_version" --icon "$icon" --dest "$dest"
    ;;
esac
for f in "$dest"/*.deb "$dest"/*.msi "$dest"/*.dmg; do
  [ -e "$f" ] && say "installer $f ($(du -h "$f" | cut -f1))"
done
exit 0
