#!/usr/bin/env bash
# Prints a connection file (the README's JSON format, "Configuration") for a training sandbox at BASE_URL, with the
# sandbox's fixed training credentials (not secrets; see docs/sandbox.md).
#   packaging/sandbox-connection.sh http://127.0.0.1:PORT > sandbox.json
set -euo pipefail
base=${1:?usage: sandbox-connection.sh BASE_URL}
cat <<JSON
{
  "name": "Sandbox",
  "baseUrl": "$base",
  "portalUrl": "$base",
  "accessToken": "sandbox-token",
  "banklink": {"clientId": "sandbox-client", "secret": "sandbox-secret"},
  "assetverify": {"username": "sandbox-officer", "password": "sandbox-password"}
}
JSON
