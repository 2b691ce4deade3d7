#!/usr/bin/env bash
# The whole test suite: unit tests, type check, build-failure checks, production build, the
# configured build, then Playwright against the served builds. Each step leaves <step>.tap and
# <step>.exit in test-results/; scripts/test-summary.ts turns them into the closing line
# "N passed, N failed", counting anything missing or cut short as failed.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results
if ! bash scripts/ensure-deps.sh --browser --nginx; then
	echo "not ok - installing dependencies failed"
	echo "0 passed, 1 failed"
	exit 1
fi

# A one-result step: runs the command, records ok / not ok and its exit code.
single() {
	local name="$1"; shift
	"$@"
	local code=$?
	echo "$code" > "test-results/$name.exit"
	if [ "$code" = 0 ]; then printf '1..1\nok 1 - %s\n' "$name"; else printf '1..1\nnot ok 1 - %s\n' "$name"; fi > "test-results/$name.tap"
	return "$code"
}
node_tests() {
	local name="$1"; shift
	node --import tsx --test --test-reporter=tap --test-reporter-destination="test-results/$name.tap" --test-reporter=spec --test-reporter-destination=stdout "$@"
	echo $? > "test-results/$name.exit"
}

echo "== Listing end-to-end tests"
# Listed before anything is built, with the configured project switched on, so tests that never
# get to run (a failed build, a spec that does not load, a run cut short) still count as failed.
E2E_CONFIGURED_PUBLIC=listing-only npx playwright test --list --reporter=json > test-results/e2e-list.json 2> test-results/e2e-list.log
grep -E '^Total: ' test-results/e2e-list.log || true

echo "== Unit tests"
node_tests unit tests/unit/*.test.ts

echo "== Type check"
single tsc npx tsc --noEmit

echo "== Build failures name the file"
node_tests build-failures tests/build/*.test.ts

echo "== Production build"
if single gatsby-build bash -c 'E2E_FIXTURES=1 npx gatsby build > test-results/build.log 2>&1'; then
	tail -n 5 test-results/build.log
	echo "== Search relevance on the built index"
	node_tests search-relevance tests/search/*.test.ts
	echo "== nginx serving the build (generated configuration, real HTTP requests)"
	node_tests nginx tests/nginx/*.test.ts
	echo "== Valid HTML (Nu Html Checker over every built page)"
	# Writes test-results/vnu.tap (one test per HTML file) and vnu.exit itself.
	node --import tsx scripts/validate-html.ts public test-results
	echo "== Configured build (features that are off by default)"
	if configured="$(bash scripts/build-configured.sh 2> test-results/build-configured.log | tail -n 1)" && [ -d "$configured" ]; then
		single configured-build true
		export E2E_CONFIGURED_PUBLIC="$configured"
	else
		single configured-build false
		tail -n 40 test-results/build-configured.log
	fi
	echo "== End-to-end tests"
	npx playwright test
	echo $? > test-results/e2e.exit
	[ -n "${E2E_CONFIGURED_PUBLIC:-}" ] && rm -rf "$(dirname "$E2E_CONFIGURED_PUBLIC")"
else
	tail -n 60 test-results/build.log
fi

echo "== Summary"
node --import tsx scripts/test-summary.ts
