#!/usr/bin/env bash
# Smoke check of the activated plugin on a running shop (every area on): PHP lint of the plugin's
# files, then each page's HTML: one module tag, woo_islands_params, no retired script, every params
# object the bundle reads still printed, and the cart page's own scripts kept.
# With WWW (the shop's WordPress folder), also renders pages in PHP with each optional plugin, all
# of them, and WooCommerce left out (for that request only), failing on any PHP error or notice from
# the plugin (smoke-render.php).
# SMOKE_COOKIE (name=value) is sent with each page request.
#   wordpress-plugin/smoke.sh [SHOP_URL [WWW]]   (default http://127.0.0.1:8100); exit 1 on any failure
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
url="${1:-http://127.0.0.1:8100}"
failed=0
pass() { echo "ok    $1"; }
fail() { echo "FAIL  $1"; failed=1; }

for f in "$here"/islands-for-woocommerce.php "$here"/uninstall.php "$here"/includes/*.php; do
  if out="$(php -l "$f" 2>&1)"; then pass "php -l ${f#"$here"/}"; else fail "php -l ${f#"$here"/}: $out"; fi
done

# The classic scripts retired with every area on (file names in their src).
retired='/jquery\.min\.js|jquery-migrate|frontend/add-to-cart\.min\.js|cart-fragments\.min\.js|/woocommerce\.min\.js|single-product\.min\.js|add-to-cart-variation\.min\.js|flexslider|jquery\.zoom|photoswipe|blockUI|js\.cookie|wp-util\.min\.js|woo-variation-swatches/assets/js/frontend|ti-woocommerce-wishlist/assets/js/public|complianz\.min\.js|wp-consent-api\.min\.js|sourcebuster|order-attribution\.min\.js|wp-consent-api-integration'

check_page() {
  local path="$1" expect_retired="$2"; shift 2
  local html
  html="$(curl -sf ${SMOKE_COOKIE:+-b "$SMOKE_COOKIE"} "$url$path")" || { fail "$path: no page"; return; }
  local modules
  modules="$(grep -c '<script type="module" src="[^"]*/islands-for-woocommerce/dist/woo-islands\.js' <<<"$html")"
  [ "$modules" = 1 ] && pass "$path: one module tag" || fail "$path: $modules module tags"
  grep -q '<script id="woo-islands-params">' <<<"$html" && grep -qE 'var woo_islands_params = \{"disabled_areas":\[\][,}]' <<<"$html" \
    && pass "$path: woo_islands_params, no area disabled" || fail "$path: woo_islands_params missing or not all areas on"
  if [ "$expect_retired" = yes ]; then
    local left
    left="$(grep -oE "<script[^>]* src=\"[^\"]*($retired)[^\"]*\"" <<<"$html")"
    [ -z "$left" ] && pass "$path: retired scripts gone" || fail "$path: still loads $left"
  fi
  for name in "$@"; do
    case "$name" in
      src:*) grep -qE "<script[^>]* src=\"[^\"]*${name#src:}" <<<"$html" && pass "$path: keeps ${name#src:}" || fail "$path: lost ${name#src:}" ;;
      *) grep -q "var $name = {" <<<"$html" && pass "$path: $name printed" || fail "$path: $name missing" ;;
    esac
  done
}

common=(wc_add_to_cart_params wc_cart_fragments_params woocommerce_params woo_variation_swatches_options tinvwl_add_to_wishlist complianz wc_order_attribution consent_api)
check_page /butik/ yes "${common[@]}"
check_page /produkt/forklade/ yes "${common[@]}" wc_add_to_cart_variation_params wc_single_product_params
# The cart page's own script is not the bundle's: it stays, with what it needs.
check_page /varukorg/ no "${common[@]}" src:cart.min.js src:woocommerce.min.js src:jquery.min.js

if [ -n "${2:-}" ]; then
  optional=woo-variation-swatches,ti-woocommerce-wishlist,complianz-gdpr,wp-consent-api
  for absent in "" ${optional//,/ } "$optional" "woocommerce,$optional"; do
    for path in / /butik/ /produkt/forklade/ /varukorg/; do
      out="$(php "$here/smoke-render.php" "$2" "$path" "$absent" 2>/dev/null)" || failed=1
      grep -E '^(ok|FAIL|skip|      )' <<<"$out"
    done
  done
fi

exit "$failed"
