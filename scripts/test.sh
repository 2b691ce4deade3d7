#!/usr/bin/env bash
# The whole test suite: unit tests, type check, build errors where they are raised, production
# build, the configured build, Playwright against the served builds, then one real failing build
# per kind of Gatsby hook. Each step leaves <step>.tap and <step>.exit in test-results/ and its
# duration in test-results/timings.tsv; scripts/test-summary.ts prints the step times and the
# closing line "N passed, N failed", counting anything missing or cut short as failed.
#
# `--quick` (npm run test:quick) is the edit-test loop: unit tests, type check, build errors, and
# the e2e specs against the build already in public/ (no build, no configured build).
set -uo pipefail
cd "$(dirname "$0")/.."
quick=""
[ "${1:-}" = "--quick" ] && quick=yes
rm -rf test-results && mkdir -p test-results
if ! bash scripts/ensure-deps.sh --browser --nginx; then
	echo "not ok - installing dependencies failed"
	echo "0 passed, 1 failed"
	exit 1
fi

# Runs a command and records how long it took, under the step's name.
timed() {
	local name="$1"; shift
	local started=$SECONDS
	"$@"
	local code=$?
	printf '%s\t%s\n' "$name" "$((SECONDS - started))" >> test-results/timings.tsv
	echo "-- $name: $((SECONDS - started)) s"
	return "$code"
}
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
summary() {
	echo "== Summary"
	if [ -n "$quick" ]; then node --import tsx scripts/test-summary.ts --quick; else node --import tsx scripts/test-summary.ts; fi
}

echo "== Listing end-to-end tests"
# Listed before anything is built, with the configured project switched on, so tests that never
# get to run (a failed build, a spec that does not load, a run cut short) still count as failed.
if [ -n "$quick" ]; then
	npx playwright test --list --reporter=json > test-results/e2e-list.json 2> test-results/e2e-list.log
else
	E2E_CONFIGURED_PUBLIC=listing-only npx playwright test --list --reporter=json > test-results/e2e-list.json 2> test-results/e2e-list.log
fi
grep -E '^Total: ' test-results/e2e-list.log || true

configured_pid=""
if [ -z "$quick" ]; then
	# The configured build is a cold build in a copy of the project (its settings change Gatsby's
	# plugin options, so it cannot share this folder's cache). It needs nothing the steps before the
	# e2e specs make, so it runs beside them: it mostly waits on one core while they use the other.
	echo "== Configured build (features that are off by default): started in the background"
	(
		started=$SECONDS
		bash scripts/build-configured.sh > test-results/configured-public.txt 2> test-results/build-configured.log
		echo $? > test-results/configured-build.status
		printf '%s\t%s\n' "configured-build (background)" "$((SECONDS - started))" >> test-results/timings.tsv
	) &
	configured_pid=$!
fi

# The type check (one core, no output unless it fails) runs beside the unit tests.
echo "== Type check: started in the background"
timed "tsc (background)" single tsc npx tsc --noEmit > test-results/tsc.log 2>&1 &
tsc_pid=$!

echo "== Unit tests"
timed unit node_tests unit tests/unit/all.ts

echo "== Type check: waiting for it"
wait "$tsc_pid"
cat test-results/tsc.log

echo "== Build errors, where they are raised (front matter, renderer, sidebars, link and route checks)"
timed build-errors node_tests build-errors tests/build/faults.test.ts

echo "== Deploys (npm run deploy: incremental releases, atomic switch, rollback, kill -9 at every step, one at a time, verified, full disk, fifty in a row)"
timed deploy node_tests deploy tests/deploy/releases.test.ts

if [ -n "$quick" ]; then
	if [ ! -f public/index.html ]; then
		echo "npm run test:quick runs the e2e specs against public/: build the site first (npm run build, with E2E_FIXTURES=1 for the fixture pages)"
		echo 1 > test-results/e2e.exit
	else
		echo "== End-to-end tests (against the existing build in public/)"
		timed e2e npx playwright test --project=desktop --project=mobile
		echo $? > test-results/e2e.exit
	fi
	summary
	exit $?
fi

echo "== Production build"
if timed gatsby-build single gatsby-build bash -c 'E2E_FIXTURES=1 npx gatsby build > test-results/build.log 2>&1'; then
	tail -n 5 test-results/build.log
	echo "== Budgets (budgets.json: first-load JS, CSS and HTML per template, page-data, third-party references)"
	timed budgets node_tests budgets tests/budgets/*.test.ts
	echo "== Search relevance on the built index"
	timed search-relevance node_tests search-relevance tests/search/*.test.ts
	echo "== nginx serving the build (generated configuration, real HTTP requests)"
	timed nginx node_tests nginx tests/nginx/*.test.ts
	echo "== Deploys behind nginx (load through 50 deploys and a rollback; an open tab across a deploy)"
	timed deploy-nginx node_tests deploy-nginx tests/deploy/releases-nginx.test.ts
	echo "== Valid HTML (Nu Html Checker over every built page)"
	# Writes test-results/vnu.tap (one test per HTML file) and vnu.exit itself.
	timed vnu node --import tsx scripts/validate-html.ts public test-results
	echo "== Configured build: waiting for it"
	timed configured-build-wait wait "$configured_pid"
	configured="$(tail -n 1 test-results/configured-public.txt 2>/dev/null)"
	if [ "$(cat test-results/configured-build.status 2>/dev/null)" = 0 ] && [ -n "$configured" ] && [ -d "$configured" ]; then
		single configured-build true
		export E2E_CONFIGURED_PUBLIC="$configured"
	else
		single configured-build false
		tail -n 40 test-results/build-configured.log
	fi
	echo "== End-to-end tests"
	timed e2e npx playwright test
	echo $? > test-results/e2e.exit
	[ -n "${E2E_CONFIGURED_PUBLIC:-}" ] && rm -rf "$(dirname "$E2E_CONFIGURED_PUBLIC")"
	# Last: these builds run on this folder's cache and put public/ back afterwards.
	echo "== Build failures reach gatsby build's output (one real build per kind of hook)"
	timed build-failures node_tests build-failures tests/build/failures.test.ts
	echo "== Edit rebuild (budgets.json's companion: which files a one-paragraph edit rewrites)"
	timed edit-rebuild node_tests edit-rebuild tests/build/edit-rebuild.test.ts
else
	tail -n 60 test-results/build.log
	wait "$configured_pid" 2>/dev/null
	configured="$(tail -n 1 test-results/configured-public.txt 2>/dev/null)"
	[ -n "$configured" ] && [ -d "$configured" ] && rm -rf "$(dirname "$configured")"
fi

summary
