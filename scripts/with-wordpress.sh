#!/usr/bin/env bash
# Runs a command against a real WordPress (Debian's package) on 127.0.0.1 (issue 15):
# MariaDB in its own datadir under /tmp (socket, no systemd), WordPress served by `php -S` with
# WP_ENVIRONMENT_TYPE=local (application passwords over http), installed by tests/wordpress/
# install.php (wp_install + an application password + categories), the test mu-plugin (Rank Math
# meta and updateMeta route). Exports WP_TEST_URL / WP_TEST_USER / WP_TEST_APP_PASSWORD, runs the
# command, tears everything down. Needs root for apt-get the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PORT=${WP_PORT:-8089}
HOST=127.0.0.1
t0=$(date +%s)

if ! [ -f /usr/share/wordpress/wp-settings.php ] || ! command -v mariadbd >/dev/null || ! command -v php >/dev/null; then
  echo "with-wordpress: installing wordpress, mariadb-server, php from Debian…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    wordpress mariadb-server php-cli php-mysql php-curl php-gd php-xml php-mbstring >/dev/null
fi
echo "with-wordpress: packages ready in $(( $(date +%s) - t0 )) s"

WORK=$(mktemp -d /tmp/wp-ci.XXXXXX)
chmod 755 "$WORK"
SOCK="$WORK/mysqld.sock"
MYSQL_PID=""
PHP_PID=""
CONFIG="/etc/wordpress/config-$HOST.php"
cleanup() {
  [ -n "$PHP_PID" ] && kill "$PHP_PID" 2>/dev/null || true
  [ -n "$MYSQL_PID" ] && kill "$MYSQL_PID" 2>/dev/null && wait "$MYSQL_PID" 2>/dev/null || true
  rm -f "$CONFIG"
  rm -rf "$WORK"
}
trap cleanup EXIT

RUN_AS=()
if [ "$(id -u)" = 0 ]; then chown -R mysql:mysql "$WORK" 2>/dev/null || true; RUN_AS=(--user=mysql); fi
mariadb-install-db --no-defaults --datadir="$WORK/db" "${RUN_AS[@]}" --auth-root-authentication-method=normal >"$WORK/install-db.log" 2>&1
mariadbd --no-defaults --datadir="$WORK/db" --socket="$SOCK" --skip-networking --pid-file="$WORK/mysqld.pid" \
  "${RUN_AS[@]}" >"$WORK/mysqld.log" 2>&1 &
MYSQL_PID=$!
for _ in $(seq 1 100); do [ -S "$SOCK" ] && break; sleep 0.2; done
[ -S "$SOCK" ] || { cat "$WORK/mysqld.log"; exit 1; }
DB_PASS=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
mariadb --no-defaults -uroot --socket="$SOCK" <<SQL
CREATE DATABASE wp_ci CHARACTER SET utf8mb4;
CREATE USER 'wp_ci'@'localhost' IDENTIFIED BY '$DB_PASS';
GRANT ALL ON wp_ci.* TO 'wp_ci'@'localhost';
SQL

mkdir -p "$WORK/content/uploads"
ln -s /usr/share/wordpress/wp-content/themes "$WORK/content/themes"
ln -s /usr/share/wordpress/wp-content/plugins "$WORK/content/plugins"
chmod -R a+rwX "$WORK/content"
cat >"$CONFIG" <<PHP
<?php
define('DB_NAME', 'wp_ci');
define('DB_USER', 'wp_ci');
define('DB_PASSWORD', '$DB_PASS');
define('DB_HOST', 'localhost:$SOCK');
define('WP_CONTENT_DIR', '$WORK/content');
define('WP_CONTENT_URL', 'http://$HOST:$PORT/wp-content');
define('WPMU_PLUGIN_DIR', '$ROOT/tests/wordpress/mu-plugin');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_HOME', 'http://$HOST:$PORT');
define('WP_SITEURL', 'http://$HOST:$PORT');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
PHP

export WP_TEST_URL="http://$HOST:$PORT"
eval "$(WP_HOST=$HOST WP_TEST_URL=$WP_TEST_URL WP_ENVIRONMENT_TYPE=local php tests/wordpress/install.php 2>/dev/null | grep -E '^WP_TEST_[A-Z_]+=' | sed 's/^/export /; s/=\(.*\)$/="\1"/')"
echo "with-wordpress: WordPress installed in $(( $(date +%s) - t0 )) s"

WP_ENVIRONMENT_TYPE=local php -S "$HOST:$PORT" -t /usr/share/wordpress tests/wordpress/router.php >"$WORK/php.log" 2>&1 &
PHP_PID=$!
for _ in $(seq 1 50); do curl -fsS -o /dev/null "$WP_TEST_URL/wp-json/" 2>/dev/null && break; sleep 0.2; done
curl -fsS -o /dev/null "$WP_TEST_URL/wp-json/" || { cat "$WORK/php.log"; exit 1; }
echo "with-wordpress: serving $WP_TEST_URL (WordPress $(php -r "include '/usr/share/wordpress/wp-includes/version.php'; echo \$wp_version;")) after $(( $(date +%s) - t0 )) s"

set +e
"$@"
status=$?
set -e
echo "with-wordpress: done in $(( $(date +%s) - t0 )) s (exit $status)"
exit $status
