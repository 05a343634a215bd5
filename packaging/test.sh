#!/usr/bin/env bash
# The whole test suite: `mvn -B verify` with a throw-away PostgreSQL beside it, for the team database's tests.
#
#   packaging/test.sh [MAVEN ARGS...]      e.g. packaging/test.sh -Dtest=TeamLoanFilesTest
#
# pg_virtualenv (Debian's postgresql-common) makes a temporary cluster, runs Maven with PGPORT, PGUSER and PGPASSWORD
# set, and removes the cluster afterwards; it works as root too. The tests reach it on 127.0.0.1 and make a database
# of their own in it. Installs postgresql with apt-get when it is missing (Debian, as root).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pg_virtualenv >/dev/null 2>&1; then
  echo "test: installing postgresql (for the team database's tests)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql postgresql-common
fi
exec pg_virtualenv -- mvn -B verify "$@"
