#!/usr/bin/env bash
# `npm test`: lint, type-check, then every test inside a private D-Bus session with a fresh, unlocked
# gnome-keyring, so keychain tests use a real Secret Service and never the user's own keychain.
# Ends with one plain line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v dbus-run-session >/dev/null || missing+=("dbus (provides dbus-run-session)")
command -v gnome-keyring-daemon >/dev/null || missing+=("gnome-keyring (the Secret Service used by keychain tests)")
command -v "${COSIGNER_CHROMIUM:-/usr/bin/chromium}" >/dev/null || command -v chromium-browser >/dev/null \
  || missing+=("chromium (the browser the end-to-end tests drive; or set COSIGNER_CHROMIUM)")
[ -d node_modules ] || missing+=("the npm packages: run 'npm ci' first")
if ((${#missing[@]})); then
  echo "npm test needs what this machine lacks:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  echo "On Debian/Ubuntu: sudo apt-get install dbus gnome-keyring libsecret-1-dev chromium xvfb" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

passed=0 failed=0
step() { # name, command...
  local name=$1; shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "!! $name failed"; fi
}

step lint npx eslint --max-warnings 0 .
step "format (prettier, width 100)" npx prettier --check --log-level warn .
step "typecheck (shared: no Node, no DOM)" npx tsc --noEmit -p tsconfig.shared.json
step "typecheck (node side)" npx tsc --noEmit -p tsconfig.node.json
step "typecheck (renderer: DOM, no Node)" npx tsc --noEmit -p tsconfig.web.json
step "typecheck (renderer tests: DOM and Node)" npx tsc --noEmit -p tsconfig.web-tests.json

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -m 700 "$work/run" "$work/data"
echo "== tests (private D-Bus session, fresh keyring in $work)"
XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/run" COSIGNER_TEST_KEYRING=1 \
  dbus-run-session -- bash -c '
    echo -n cosigner-test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    npx vitest run --reporter=default --reporter=json --outputFile="$0/vitest.json" "${@}"
  ' "$work" "$@" 2> >(grep -v "Failed to set fd limit" >&2)

if [ -f "$work/vitest.json" ]; then
  read -r vp vf < <(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))
    const suitesFailed = r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length
    console.log(r.numPassedTests, r.numFailedTests + suitesFailed)' "$work/vitest.json")
else
  vp=0 vf=1
  echo "!! vitest produced no report"
fi
passed=$((passed + vp)) failed=$((failed + vf))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
