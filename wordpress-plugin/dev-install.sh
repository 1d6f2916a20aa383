#!/usr/bin/env bash
# Installs the packed plugin (dist/islands-for-woocommerce.zip) into a WordPress on this machine and switches it,
# through PHP's command line (no WP-CLI needed). For tests and benchmarks against a local shop.
#
#   dev-install.sh install    WWW   repack dist/islands-for-woocommerce.zip, unzip it into WWW/wp-content/plugins/
#   dev-install.sh activate   WWW   activate the plugin (install it first if it is not there)
#   dev-install.sh deactivate WWW   deactivate it (the shop's own scripts come back)
#   dev-install.sh uninstall  WWW   deactivate, run uninstall.php (deletes its option), remove the folder
#   dev-install.sh area       WWW AREA on|off   switch one area (cart, product, swatches, wishlist,
#                                   consent, attribution, theme) in the option woo_islands_areas
#   dev-install.sh areas      WWW   reset every area to on (deletes the option)
#   dev-install.sh status     WWW   prints "active" or "inactive", and the areas
#
# WWW is the WordPress root (the folder with wp-load.php), e.g. /tmp/woo-real-shop/www.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
zip="$here/../dist/islands-for-woocommerce.zip"
cmd="${1:-}"
www="${2:-}"
[ -n "$cmd" ] && [ -f "$www/wp-load.php" ] || { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
www="$(cd "$www" && pwd)"
plugins="$www/wp-content/plugins"

install() {
  # Repacked first, so the plugin's PHP is the working copy's even when the bundle was built earlier.
  [ -f "$here/../dist/woo-islands.js" ] || { echo "no dist/woo-islands.js: run npm run build first" >&2; exit 1; }
  node "$here/pack.mjs" >/dev/null
  command -v unzip >/dev/null || { echo "unzip is missing (apt-get install unzip)" >&2; exit 1; }
  rm -rf "$plugins/islands-for-woocommerce"
  unzip -q -o "$zip" -d "$plugins"
  echo "installed $(unzip -Z1 "$zip" | grep -vc '/$') files into $plugins/islands-for-woocommerce"
}

# Runs a PHP snippet with WordPress loaded as a front-end request to WP_HOME; $argv[2..] are the args.
wp_php() {
  WOO_ISLANDS_PLUGIN_DIR="$here" php -d display_errors=stderr -- "$www" "$@" <<'PHP'
<?php
$www  = $argv[1];
require getenv( 'WOO_ISLANDS_PLUGIN_DIR' ) . '/cli-request.php';
woo_islands_cli_request( $www, '/', 'woo-islands-dev-install' );
require "$www/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$plugin = 'islands-for-woocommerce/islands-for-woocommerce.php';
$areas  = array( 'cart', 'product', 'swatches', 'wishlist', 'consent', 'attribution', 'theme' );
switch ( $argv[2] ) {
	case 'activate':
		$result = activate_plugin( $plugin );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated\n";
		break;
	case 'deactivate':
		deactivate_plugins( $plugin );
		echo "deactivated\n";
		break;
	case 'uninstall':
		deactivate_plugins( $plugin );
		if ( file_exists( WP_PLUGIN_DIR . '/' . $plugin ) ) {
			uninstall_plugin( $plugin );
		}
		echo 'uninstalled, option left: ' . var_export( get_option( 'woo_islands_areas', null ) !== null, true ) . "\n";
		break;
	case 'area':
		if ( ! in_array( $argv[3], $areas, true ) || ! in_array( $argv[4], array( 'on', 'off' ), true ) ) {
			fwrite( STDERR, "area: one of " . implode( ', ', $areas ) . ", then on or off\n" );
			exit( 2 );
		}
		$value = get_option( 'woo_islands_areas', array() );
		$value = is_array( $value ) ? $value : array();
		$value[ $argv[3] ] = 'on' === $argv[4];
		update_option( 'woo_islands_areas', $value );
		echo "{$argv[3]} {$argv[4]}\n";
		break;
	case 'areas':
		delete_option( 'woo_islands_areas' );
		echo "every area on\n";
		break;
	case 'status':
		echo ( is_plugin_active( $plugin ) ? 'active' : 'inactive' ) . "\n";
		$value = get_option( 'woo_islands_areas', array() );
		foreach ( $areas as $area ) {
			echo "$area: " . ( ! is_array( $value ) || ! isset( $value[ $area ] ) || $value[ $area ] ? 'on' : 'off' ) . "\n";
		}
		break;
}
PHP
}

case "$cmd" in
  install) install ;;
  activate) [ -f "$plugins/islands-for-woocommerce/islands-for-woocommerce.php" ] || install; wp_php activate ;;
  deactivate|status|areas) wp_php "$cmd" ;;
  uninstall) wp_php uninstall; rm -rf "$plugins/islands-for-woocommerce"; echo "removed $plugins/islands-for-woocommerce" ;;
  area) wp_php area "${3:-}" "${4:-}" ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
