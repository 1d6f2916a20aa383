<?php
/**
 * One handler per page-builder widget, decided per page: Elementor's and Elementor Pro's front-end
 * runtimes are retired on a page whose every widget and document the bundle covers, and kept (with
 * the bundle told to leave their widgets alone) on a page with anything else.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Collects what the page builder renders on this request (every document's element tree, and each
 * element printed outside one), and decides in the footer, when the page builder's scripts print:
 * covered, its script handles join the theme area's (Woo_Islands_Areas::handles through the
 * woo_islands_area_handles filter) and the existing retirement drops them, keeping the config they
 * print as "before" scripts (elementorFrontendConfig, ElementorProFrontendConfig); not covered, they
 * stay and `woo_islands_params.kept_runtimes` tells the bundle, whose page-builder islands then stand
 * down on the page.
 */
class Woo_Islands_Page_Builder {

	/** The runtime's name in woo_islands_params.kept_runtimes. */
	const RUNTIME = 'elementor';

	/**
	 * The front-end scripts of Elementor 3.33 and Elementor Pro 3.33 (PRO Elements) the bundle stands in
	 * for. What only they need (their webpack runtimes, frontend-modules, jquery-ui-core, jQuery) goes
	 * with them through the retirement's dependency walk, unless a kept script needs it.
	 */
	const HANDLES = array(
		'elementor-frontend',
		'elementor-frontend-modules',
		'elementor-webpack-runtime',
		'swiper',
		'share-link',
		'elementor-pro-frontend',
		'elementor-pro-webpack-runtime',
		'pro-elements-handlers',
		'smartmenus',
		'elementor-sticky',
		'e-sticky',
	);

	/** The runtimes' own entry points: a kept script that needs one keeps them all. */
	const RUNTIME_HANDLES = array( 'elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers' );

	/**
	 * Widgets the page builder gives no front-end handler (markup and CSS only), and those the bundle
	 * has an island for that the real-shop journeys prove against the page builder's own: nav menu,
	 * tabs, search form, menu cart, image carousel, products (WooCommerce's loop buttons), and the Pro
	 * form (in popups).
	 */
	const COVERED_WIDGETS = array(
		// No handler in Elementor 3.33 / Pro 3.33.
		'heading',
		'text-editor',
		'button',
		'image',
		'image-box',
		'icon',
		'icon-box',
		'icon-list',
		'social-icons',
		'star-rating',
		'spacer',
		'divider',
		'html',
		'shortcode',
		'google_maps',
		'testimonial',
		'sidebar',
		'woocommerce-products',
		// Handled by the bundle's islands.
		'nav-menu',
		'tabs',
		'search-form',
		'woocommerce-menu-cart',
		'image-carousel',
		'form',
	);

	/** Documents with no front-end handler of their own, and the Pro popup (the bundle's popup island). */
	const COVERED_DOCUMENTS = array(
		'wp-page',
		'wp-post',
		'page',
		'post',
		'section',
		'header',
		'footer',
		'single',
		'single-page',
		'single-post',
		'archive',
		'search-results',
		'error-404',
		'product',
		'product-archive',
		'popup',
	);

	/** Layout elements: covered unless a background needs a handler (video, slideshow). */
	const LAYOUT_ELEMENTS = array( 'container', 'section', 'column' );

	/**
	 * What the bundle does not cover on this page, e.g. "widget counter", "document loop-item".
	 *
	 * @var array<string, true>
	 */
	private $uncovered = array();

	/**
	 * Whether anything of the page builder was rendered on this request.
	 *
	 * @var bool
	 */
	private $rendered = false;

	/**
	 * The decision, once the footer's scripts print: null before, true covered, false kept.
	 *
	 * @var bool|null
	 */
	private $covered = null;

	/**
	 * Hooks the collection, the decision and the theme area's handles.
	 */
	public function register() {
		add_filter( 'elementor/frontend/builder_content_data', array( $this, 'collect_tree' ), PHP_INT_MAX );
		add_action( 'elementor/frontend/before_get_builder_content', array( $this, 'collect_document' ) );
		add_action( 'elementor/frontend/before_render', array( $this, 'collect_element' ) );
		// Everything the page prints is rendered by then (popups print at wp_footer 10); the footer
		// scripts follow at once, in the same action.
		add_action( 'wp_print_footer_scripts', array( $this, 'decide' ), 1 );
		add_filter( 'woo_islands_area_handles', array( $this, 'theme_handles' ), 10, 2 );
	}

	/**
	 * A document's element tree, as it is about to render (element caching renders cached widgets
	 * without their render hooks, so the tree is read here).
	 *
	 * @param mixed $data The elements.
	 * @return mixed The elements, unchanged.
	 */
	public function collect_tree( $data ) {
		if ( is_array( $data ) ) {
			$this->walk( $data );
		}
		return $data;
	}

	/**
	 * A document being rendered.
	 *
	 * @param object $document An Elementor document.
	 */
	public function collect_document( $document ) {
		$this->rendered = true;
		$name           = is_object( $document ) && method_exists( $document, 'get_name' ) ? (string) $document->get_name() : '';
		if ( ! in_array( $name, $this->covered_documents(), true ) ) {
			$this->uncovered[ "document $name" ] = true;
		}
	}

	/**
	 * An element printed (also those outside a document's tree, such as a shortcode's).
	 *
	 * @param object $element An Elementor element.
	 */
	public function collect_element( $element ) {
		if ( is_object( $element ) && method_exists( $element, 'get_raw_data' ) ) {
			$this->check( (array) $element->get_raw_data() );
		}
	}

	/**
	 * Every element of a tree.
	 *
	 * @param array $elements Element data (elType, widgetType, settings, elements).
	 */
	private function walk( array $elements ) {
		foreach ( $elements as $element ) {
			if ( is_array( $element ) ) {
				$this->check( $element );
				if ( isset( $element['elements'] ) && is_array( $element['elements'] ) ) {
					$this->walk( $element['elements'] );
				}
			}
		}
	}

	/**
	 * Records an element the bundle does not cover.
	 *
	 * @param array $element One element's data.
	 */
	private function check( array $element ) {
		$this->rendered = true;
		$type           = isset( $element['elType'] ) ? (string) $element['elType'] : '';
		$settings       = isset( $element['settings'] ) && is_array( $element['settings'] ) ? $element['settings'] : array();
		foreach ( array( 'background_background', 'background_overlay_background', '_background_background' ) as $key ) {
			// The page builder's background video and slideshow handlers.
			if ( isset( $settings[ $key ] ) && in_array( $settings[ $key ], array( 'video', 'slideshow' ), true ) ) {
				$this->uncovered[ "$type background {$settings[ $key ]}" ] = true;
			}
		}
		if ( 'widget' === $type ) {
			$widget = isset( $element['widgetType'] ) ? (string) $element['widgetType'] : '';
			if ( ! in_array( $widget, $this->covered_widgets(), true ) ) {
				$this->uncovered[ "widget $widget" ] = true;
			} elseif ( 'text-editor' === $widget && isset( $settings['drop_cap'] ) && 'yes' === $settings['drop_cap'] ) {
				// Its only handler: the drop cap.
				$this->uncovered['widget text-editor drop cap'] = true;
			}
		} elseif ( ! in_array( $type, self::LAYOUT_ELEMENTS, true ) ) {
			$this->uncovered[ "element $type" ] = true;
		}
	}

	/**
	 * The covered widget types, after the filter.
	 *
	 * @return string[]
	 */
	private function covered_widgets() {
		/**
		 * The page-builder widget types the bundle covers: on a page with any other, the page builder's
		 * runtime is kept and the bundle leaves its widgets alone.
		 *
		 * @param string[] $widgets Widget types (`widgetType`).
		 */
		$widgets = apply_filters( 'woo_islands_page_builder_covered_widgets', self::COVERED_WIDGETS );
		return is_array( $widgets ) ? $widgets : self::COVERED_WIDGETS;
	}

	/**
	 * The covered document types, after the filter.
	 *
	 * @return string[]
	 */
	private function covered_documents() {
		/**
		 * The page-builder document types the bundle covers (a popup needs its handler).
		 *
		 * @param string[] $documents Document types.
		 */
		$documents = apply_filters( 'woo_islands_page_builder_covered_documents', self::COVERED_DOCUMENTS );
		return is_array( $documents ) ? $documents : self::COVERED_DOCUMENTS;
	}

	/**
	 * Decides, before the footer's scripts print, and tells the bundle when the runtimes stay.
	 */
	public function decide() {
		if ( null !== $this->covered || ! $this->applies() ) {
			return;
		}
		$this->covered = ! $this->uncovered && ! $this->runtime_needed_elsewhere();
		if ( ! $this->covered ) {
			wp_print_inline_script_tag(
				'(window.woo_islands_params = window.woo_islands_params || {}).kept_runtimes = ' . wp_json_encode( array( self::RUNTIME ) ) . ';',
				array( 'id' => 'woo-islands-kept-runtimes' )
			);
		}
	}

	/**
	 * Whether this request has a decision to make: the bundle loads, handles the theme area, and the
	 * page builder rendered something (or queued its scripts anyway).
	 *
	 * @return bool
	 */
	private function applies() {
		if ( ! Woo_Islands_Loader::is_loading() || ! Woo_Islands_Areas::is_enabled( 'theme' ) ) {
			return false;
		}
		$scripts = wp_scripts();
		foreach ( self::RUNTIME_HANDLES as $handle ) {
			if ( $scripts->query( $handle, 'enqueued' ) ) {
				// Queued with nothing seen rendered: content the bundle cannot vouch for.
				if ( ! $this->rendered ) {
					$this->uncovered['content not seen'] = true;
				}
				return true;
			}
		}
		return $this->rendered;
	}

	/**
	 * Whether the runtimes must load anyway: printed already, or needed by a script the retirement
	 * keeps (another plugin's script built on the page builder's).
	 *
	 * @return bool
	 */
	private function runtime_needed_elsewhere() {
		$scripts = wp_scripts();
		foreach ( self::RUNTIME_HANDLES as $handle ) {
			if ( in_array( $handle, (array) $scripts->done, true ) ) {
				return true;
			}
		}
		foreach ( $scripts->queue as $queued ) {
			if ( in_array( $queued, self::HANDLES, true ) ) {
				continue;
			}
			if ( array_intersect( $this->dependencies( $queued, $scripts ), self::RUNTIME_HANDLES ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A script's dependencies, direct or not.
	 *
	 * @param string     $handle  A script handle.
	 * @param WP_Scripts $scripts The registered scripts.
	 * @return string[]
	 */
	private function dependencies( $handle, $scripts ) {
		$found = array();
		$todo  = array( $handle );
		while ( $todo ) {
			$current = array_pop( $todo );
			$deps    = isset( $scripts->registered[ $current ] ) ? (array) $scripts->registered[ $current ]->deps : array();
			foreach ( $deps as $dep ) {
				if ( ! isset( $found[ $dep ] ) ) {
					$found[ $dep ] = true;
					$todo[]        = $dep;
				}
			}
		}
		return array_keys( $found );
	}

	/**
	 * The theme area's handles: the page builder's scripts join them on a page the bundle covers.
	 *
	 * @param string[] $handles Script handles.
	 * @param string   $area    The area key.
	 * @return string[]
	 */
	public function theme_handles( $handles, $area ) {
		if ( 'theme' !== $area || false === $this->covered || ! is_array( $handles ) ) {
			return $handles;
		}
		$ours = self::HANDLES;
		if ( null === $this->covered ) {
			// Before the decision (the head's scripts): the footer scripts count as retired, so what only
			// they need (jQuery) is dropped from the head too; kept after all, they get it back just
			// before them. Anything printed earlier than the footer is left alone.
			$scripts = wp_scripts();
			$ours    = array_filter(
				$ours,
				function ( $handle ) use ( $scripts ) {
					return 1 === (int) $scripts->get_data( $handle, 'group' );
				}
			);
		}
		return array_values( array_unique( array_merge( $handles, $ours ) ) );
	}

	/**
	 * What the bundle does not cover on this request (for tests and debugging).
	 *
	 * @return string[]
	 */
	public function uncovered() {
		return array_keys( $this->uncovered );
	}
}
