<?php
/**
 * The plugin's translations: its text domain, and the bundle's texts in the page's language.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain from the plugin's languages/ folder (translations WordPress installs in
 * wp-content/languages/plugins/ come first), and gives the bundle the translations of its own texts.
 */
class Woo_Islands_Translations {

	const DOMAIN = 'islands-for-woocommerce';

	/**
	 * Hooks the text domain's loading.
	 */
	public function register() {
		add_action( 'init', array( $this, 'load_textdomain' ) );
	}

	/**
	 * The plugin's own catalogues (languages/islands-for-woocommerce-<locale>.mo).
	 */
	public function load_textdomain() {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( WOO_ISLANDS_FILE ) ) . '/languages' );
	}

	/**
	 * What woo_islands_params carries for the page's language: `i18n`, the bundle's texts that have a
	 * translation (by the keys of src/i18n/messages.ts; a counted text as its forms), and `plural`, the
	 * language's plural expression when a counted text is among them. An English page gets neither: the
	 * bundle's own texts are English.
	 *
	 * @return array
	 */
	public static function params() {
		$file = __DIR__ . '/bundle-strings.php';
		if ( ! is_readable( $file ) ) {
			return array();
		}
		$texts = require $file;
		$rule  = self::plural_expression();
		$i18n  = array();
		foreach ( $texts as $key => $text ) {
			if ( isset( $text['singular'] ) ) {
				$forms = self::plural_forms( $text, $rule );
				if ( $forms && array( $text['singular'], $text['plural'] ) !== $forms ) {
					$i18n[ $key ] = $forms;
				}
			} elseif ( is_string( $text[1] ) && '' !== $text[1] && $text[0] !== $text[1] ) {
				$i18n[ $key ] = $text[1];
			}
		}
		if ( ! $i18n ) {
			return array();
		}
		$params = array( 'i18n' => $i18n );
		if ( '' !== $rule && array_filter( $i18n, 'is_array' ) ) {
			$params['plural'] = $rule;
		}
		return $params;
	}

	/**
	 * The plural expression of the loaded catalogue's Plural-Forms header (`n != 1` for Swedish), or ''.
	 *
	 * @return string
	 */
	private static function plural_expression() {
		$headers = get_translations_for_domain( self::DOMAIN )->headers;
		$header  = is_array( $headers ) && isset( $headers['Plural-Forms'] ) ? (string) $headers['Plural-Forms'] : '';
		return preg_match( '/plural\s*=\s*([^;]+)/', $header, $match ) ? trim( $match[1] ) : '';
	}

	/**
	 * Every form of a counted text in the page's language, in the catalogue's order: each form is
	 * asked for with a number that selects it, so gettext filters apply as they do for _n().
	 *
	 * @param array  $noop       An _n_noop() of the text.
	 * @param string $expression The language's plural expression; '' for singular and plural.
	 * @return string[]|null Null when a form cannot be reached.
	 */
	private static function plural_forms( $noop, $expression ) {
		if ( '' === $expression || ! class_exists( 'Plural_Forms' ) ) {
			return array( translate_nooped_plural( $noop, 1, self::DOMAIN ), translate_nooped_plural( $noop, 2, self::DOMAIN ) );
		}
		try {
			$rule = new Plural_Forms( $expression );
		} catch ( Exception $e ) {
			return null;
		}
		$forms = array();
		// Every language's rule picks each of its forms for some number below 200.
		for ( $n = 0; $n < 200; $n++ ) {
			$index = $rule->get( $n );
			if ( ! isset( $forms[ $index ] ) ) {
				$forms[ $index ] = translate_nooped_plural( $noop, $n, self::DOMAIN );
			}
		}
		ksort( $forms );
		return array_keys( $forms ) === range( 0, count( $forms ) - 1 ) ? array_values( $forms ) : null;
	}
}
