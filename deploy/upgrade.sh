#!/bin/sh
# An upgrade without a pause, run from the project's folder after `git pull` (README, "Upgrading"):
#   1. builds the new image;
#   2. applies its migrations once (the migrate service), while the running replicas keep serving;
#   3. replaces the replicas one at a time: a new one starts beside the old ones and, once it is
#      ready (GET /health/ready), one old replica is stopped; SIGTERM lets its requests finish;
#   4. brings the other services (backup, front) to the new version.
# `docker compose up -d --build` upgrades too, but replaces every replica at once: the front then
# holds requests (up to 30 s) until a new replica answers.
set -eu

if docker compose version >/dev/null 2>&1; then compose="docker compose"; else compose="docker-compose --compatibility"; fi

healthy_replicas() {
  $compose ps -q app | xargs -r docker inspect -f '{{.State.Health.Status}}' | grep -c '^healthy$' || true
}

$compose build
$compose run --rm migrate

old=$($compose ps -q app)
count=$(printf '%s\n' "$old" | grep -c . || true)
for container in $old; do
  $compose up -d --no-deps --no-recreate --scale "app=$((count + 1))" app
  waited=0
  until [ "$(healthy_replicas)" -ge "$((count + 1))" ]; do
    if [ "$waited" -ge 180 ]; then
      echo "upgrade: the new replica is not ready after 180 s; the old replicas still serve (docker compose logs app)" >&2
      exit 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
  docker stop --time 30 "$container" >/dev/null
  docker rm "$container" >/dev/null
  echo "upgrade: replaced one replica"
done

$compose up -d
echo "upgrade: done"
