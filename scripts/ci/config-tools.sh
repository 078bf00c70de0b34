#!/usr/bin/env bash
# config:diff and config:shots on a fixture change, so that they cannot rot unnoticed: a commit
# that rewords one race's entry statement in English only, made in a throwaway worktree (the
# checkout is left as it is), compared with HEAD. One race and one language keep it to the one
# screen the change touches.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'git worktree remove --force "$work" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach --quiet "$work" HEAD
node -e '
  const fs = require("node:fs");
  const file = process.argv[1] + "/configs/events/cd-10k-2027.json";
  const race = JSON.parse(fs.readFileSync(file, "utf8"));
  race.gates[0].body["en-US"] = "<p>I enter of my own free will and am fit to run.</p>";
  fs.writeFileSync(file, JSON.stringify(race, null, 2) + "\n");
' "$work"
git -C "$work" -c user.name=ci -c user.email=ci@localhost commit --quiet -am "Fixture: an English-only wording change"
head=$(git -C "$work" rev-parse HEAD)

diff=$(npm run --silent config:diff -- HEAD "$head")
echo "$diff"
grep -qF '⚠️ gate *statement* body changed in English only, Chinese unchanged' <<<"$diff"

shots=$(npm run --silent config:shots -- HEAD "$head" --race cd-10k-2027 --language en-US --out reports/config-shots-fixture)
echo "$shots"
grep -qE '^reports/config-shots-fixture/index.html: 1 screens changed, 0 unchanged, 1 races' <<<"$shots"
grep -qF 'cd-10k-2027 · gate statement · en-US — ' reports/config-shots-fixture/index.html
