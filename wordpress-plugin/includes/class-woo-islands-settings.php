<?php
/**
 * Settings → Islands for WooCommerce: one switch per area.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen, through the Settings API (options.php checks the nonce and the capability).
 */
class Woo_Islands_Settings {

	const PAGE  = 'woo-islands';
	const GROUP = 'woo_islands';

	/**
	 * Hooks the admin.
	 */
	public function register() {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( WOO_ISLANDS_FILE ), array( $this, 'action_links' ) );
	}

	/**
	 * Adds Settings → Islands for WooCommerce.
	 */
	public function add_page() {
		add_options_page(
			__( 'Islands for WooCommerce', 'islands-for-woocommerce' ),
			__( 'Islands for WooCommerce', 'islands-for-woocommerce' ),
			'manage_options',
			self::PAGE,
			array( $this, 'render_page' )
		);
	}

	/**
	 * Registers the option, its section and one checkbox per area.
	 */
	public function register_setting() {
		register_setting(
			self::GROUP,
			Woo_Islands_Areas::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'default'           => array_fill_keys( Woo_Islands_Areas::keys(), true ),
				'show_in_rest'      => false,
			)
		);
		add_settings_section(
			'woo_islands_areas',
			__( 'Areas', 'islands-for-woocommerce' ),
			array( $this, 'render_section' ),
			self::PAGE
		);
		foreach ( Woo_Islands_Areas::labels() as $area => $label ) {
			add_settings_field(
				'woo_islands_area_' . $area,
				$label,
				array( $this, 'render_field' ),
				self::PAGE,
				'woo_islands_areas',
				array(
					'area'      => $area,
					'label_for' => 'woo-islands-area-' . $area,
				)
			);
		}
	}

	/**
	 * Every known area as a boolean; an unticked box is not posted, so a missing key is off.
	 *
	 * @param mixed $input The posted value.
	 * @return array<string, bool>
	 */
	public static function sanitize( $input ) {
		$input = is_array( $input ) ? $input : array();
		$areas = array();
		foreach ( Woo_Islands_Areas::keys() as $area ) {
			$areas[ $area ] = ! empty( $input[ $area ] );
		}
		return $areas;
	}

	/**
	 * The section's explanation.
	 */
	public function render_section() {
		echo '<p>' . esc_html__( 'Ticked areas are handled by the Islands for WooCommerce script and their classic scripts are no longer loaded. Untick an area to keep its classic scripts; Islands for WooCommerce then leaves that area to them.', 'islands-for-woocommerce' ) . '</p>';
	}

	/**
	 * One area's checkbox.
	 *
	 * @param array $args The field's arguments (area, label_for).
	 */
	public function render_field( $args ) {
		$area   = (string) $args['area'];
		$stored = Woo_Islands_Areas::stored();
		printf(
			'<input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s />',
			esc_attr( $args['label_for'] ),
			esc_attr( Woo_Islands_Areas::OPTION . '[' . $area . ']' ),
			checked( ! empty( $stored[ $area ] ), true, false )
		);
		if ( has_filter( 'woo_islands_area_enabled' ) && Woo_Islands_Areas::is_enabled( $area ) !== ! empty( $stored[ $area ] ) ) {
			echo ' <span class="description">' . esc_html__( 'A filter (woo_islands_area_enabled) overrides this setting.', 'islands-for-woocommerce' ) . '</span>';
		}
	}

	/**
	 * The page.
	 */
	public function render_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * A Settings link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'islands-for-woocommerce' ) . '</a>' );
		return $links;
	}
}
