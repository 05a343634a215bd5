#!/usr/bin/env bash
# Runs every benchmark and prints the figures (docs/benchmarks.md):
#   packaging/bench.sh [--no-package] [--runs N] [--only startup,scale,decode,apidecode,search,sandbox,report,memory,export]
#                      [--baseline REF] [--orders 30,10000,100000,1000000]
#
# --orders LIST: the order lists the memory benchmark opens the console on (a sandbox process each; 1,000,000 takes
# about 80 s to seed).
# --baseline REF also builds the console of commit REF (from `git archive`, under app/target/baseline) and starts it
# side by side with this one in the start-up benchmark.
#
# 1. builds the packaged app image with its start-up archive and the .deb, as shipped (packaging/package.sh, trained
#    under a virtual display), unless --no-package (then what target/packaging holds is used); unpacks the .deb into
#    target/bench-install (a JDK 17 package's archive is dumped there as its postinst does at install; a JDK 25
#    package ships its AOT cache), so that the start-up benchmark measures the console as officers get it (its
#    targets: first frame within 1.1x the bare window on the package's JDK, exit 1 above 1.3x; exit within 300 ms);
# 2. starts a virtual display (Xvfb; installed with apt-get on Debian when missing) for the start-up and memory runs;
# 3. runs `mvn -B -Pbench verify -DskipTests`, whose bench execution runs io.assetdesk.bench.BenchAll.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
package=true
baseline=
mvn_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-package) package=false ;;
    --runs) mvn_args+=("-Dbench.runs=${2:?--runs needs a number}"); shift ;;
    --only) mvn_args+=("-Dbench.only=${2:?--only needs a list}"); shift ;;
    --orders) mvn_args+=("-Dbench.memoryOrders=${2:?--orders needs a list}"); shift ;;
    --baseline) baseline=${2:?--baseline needs a commit}; shift ;;
    *) echo "bench.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

need=()
command -v Xvfb >/dev/null || need+=(xvfb xauth)
ldconfig -p | grep -q libgtk-3.so.0 || need+=(libgtk-3-0)
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "bench.sh: install ${need[*]} first" >&2; exit 1
  fi
fi

if [ -n "$baseline" ]; then
  base="$root/app/target/baseline"
  rm -rf "$base" && mkdir -p "$base"
  git -C "$root" archive "$baseline" | tar -x -C "$base"
  (cd "$base" && mvn -B -q package -DskipTests)
  mvn_args+=("-Dbench.baselineJar=$base/app/target/asset-desk.jar" "-Dbench.baselineName=$(git -C "$root" rev-parse --short "$baseline")")
fi

if $package; then
  bash "$root/packaging/package.sh" --cds-training gui
fi
# the newest .deb (a folder that kept an older version's too must not be measured in its place)
deb=$(ls -t "$root"/target/packaging/asset-desk_*.deb 2>/dev/null | head -1 || true)
if [ -n "$deb" ]; then
  inst="$root/target/bench-install"
  rm -rf "$inst" && mkdir -p "$inst"
  dpkg-deb -x "$deb" "$inst"
  app="$inst/opt/asset-desk/lib/app"
  # a JDK 25 package ships its AOT cache made; an older one's archive is dumped at install (packaging/linux/postinst),
  # done here under this root instead of /
  if [ -s "$app/app.aot" ] || { JAVA_TOOL_OPTIONS="-Xshare:dump -XX:SharedClassListFile=$app/app.classlist" \
      "$inst/opt/asset-desk/bin/AssetDesk" >/dev/null 2>&1 && [ -s "$app/app.jsa" ]; }; then
    mvn_args+=("-Dbench.installed=$inst")
  else
    echo "bench.sh: the installed package's start-up archive could not be dumped: the installed console is not measured" >&2
  fi
else
  echo "bench.sh: no .deb in target/packaging: the installed console is not measured" >&2
fi

d=90; while [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1366x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
cd "$root"
DISPLAY=":$d" mvn -B -q -Pbench verify -DskipTests ${mvn_args[@]+"${mvn_args[@]}"}
