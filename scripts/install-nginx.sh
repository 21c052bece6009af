#!/bin/sh
# Installs Debian's nginx for the reverse-proxy test without running it as a system service: the test starts its
# own nginx, with its own configuration and prefix, on free loopback ports.
set -eu
as_root=""
[ "$(id -u)" = "0" ] || as_root="sudo"

# A policy-rc.d answering 101 keeps the package's scripts from starting the service (whose start would also fail
# the install on a machine where port 80 is taken). Docker images usually have one already.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $as_root tee /usr/sbin/policy-rc.d >/dev/null
  $as_root chmod 755 /usr/sbin/policy-rc.d
  trap '$as_root rm -f /usr/sbin/policy-rc.d' EXIT
fi

$as_root apt-get update -qq
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null

# Nor started at the next boot.
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  $as_root systemctl disable --now nginx >/dev/null 2>&1 || true
elif command -v update-rc.d >/dev/null 2>&1; then
  $as_root update-rc.d nginx disable >/dev/null 2>&1 || true
fi
