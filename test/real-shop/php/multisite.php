<?php
/**
 * A scratch multisite network beside the real shop, for the uninstall test: WordPress's own files (the
 * shop's, linked), the plugin's folder (linked), tables of their own (prefix wims_) in the shop's
 * database, and a configuration of its own, in $REALWP/islands-network. One step per process (WordPress
 * loads once per process, and the network's constants change between the install and the rest):
 *
 *   php multisite.php WWW install    lay out the folder, install WordPress and turn it into a network
 *   php multisite.php WWW sites N    add sites up to N and store the plugin's options on every site
 *   php multisite.php WWW uninstall  run the plugin's uninstall as WordPress does (uninstall_plugin)
 *   php multisite.php WWW options    print {site id: {option: value or null}} as JSON
 *   php multisite.php WWW drop       drop the tables, remove the folder
 *
 * @package WooIslands
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php multisite.php WWW install|sites N|uninstall|options|drop\n" );
	exit( 2 );
}
$www     = rtrim( $argv[1], '/' );
$step    = $argv[2];
$scratch = dirname( $www ) . '/islands-network';
$domain  = 'islands-network.test';
$plugin  = 'islands-for-woocommerce/islands-for-woocommerce.php';
$options = array( 'woo_islands_areas', 'woo_islands_keep_jquery' );

/**
 * The scratch network's wp-config.php: the shop's database, another table prefix.
 *
 * @param string $www       The shop's folder.
 * @param bool   $multisite With the network's constants.
 * @param string $domain    The network's domain.
 * @return string
 */
function wi_network_config( $www, $multisite, $domain ) {
	preg_match_all( "/define\(\s*'(DB_[A-Z_]+)',\s*'([^']*)'\s*\);/", (string) file_get_contents( "$www/wp-config.php" ), $found, PREG_SET_ORDER );
	$config = "<?php\n// The plugin's uninstall test: a scratch network (test/real-shop/php/multisite.php).\n";
	foreach ( $found as $define ) {
		$config .= "define( '{$define[1]}', " . var_export( $define[2], true ) . " );\n";
	}
	$config .= "\$table_prefix = 'wims_';\n";
	foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $key ) {
		$config .= "define( '$key', 'islands-network-$key' );\n";
	}
	$config .= "define( 'WP_HTTP_BLOCK_EXTERNAL', true );\ndefine( 'DISABLE_WP_CRON', true );\ndefine( 'WP_ALLOW_MULTISITE', true );\n";
	if ( $multisite ) {
		$config .= "define( 'MULTISITE', true );\ndefine( 'SUBDOMAIN_INSTALL', false );\ndefine( 'DOMAIN_CURRENT_SITE', '$domain' );\n"
			. "define( 'PATH_CURRENT_SITE', '/' );\ndefine( 'SITE_ID_CURRENT_SITE', 1 );\ndefine( 'BLOG_ID_CURRENT_SITE', 1 );\n";
	}
	return $config . "require_once ABSPATH . 'wp-settings.php';\n";
}

/**
 * Loads the scratch network's WordPress.
 *
 * @param string $scratch The folder.
 * @param string $domain  Its domain.
 */
function wi_network_load( $scratch, $domain ) {
	$_SERVER['HTTP_HOST']       = $domain;
	$_SERVER['SERVER_NAME']     = $domain;
	$_SERVER['REQUEST_URI']     = '/';
	$_SERVER['REQUEST_METHOD']  = 'GET';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	define( 'ABSPATH', $scratch . '/' );
	// No mail leaves (a new site's, a new network's): the machine may have no sendmail.
	$GLOBALS['wp_filter']['pre_wp_mail'][10][] = array(
		'accepted_args' => 1,
		'function'      => '__return_true',
	);
	require ABSPATH . 'wp-config.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
}

switch ( $step ) {
	case 'install':
		if ( is_dir( $scratch ) ) {
			fwrite( STDERR, "$scratch exists: drop it first\n" );
			exit( 1 );
		}
		mkdir( "$scratch/wp-content/plugins", 0755, true );
		foreach ( array( 'wp-admin', 'wp-includes', 'wp-settings.php', 'wp-load.php' ) as $shared ) {
			symlink( "$www/$shared", "$scratch/$shared" );
		}
		symlink( "$www/wp-content/plugins/islands-for-woocommerce", "$scratch/wp-content/plugins/islands-for-woocommerce" );
		file_put_contents( "$scratch/wp-config.php", wi_network_config( $www, false, $domain ) );
		define( 'WP_INSTALLING', true );
		wi_network_load( $scratch, $domain );
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		require_once ABSPATH . 'wp-admin/includes/network.php';
		wp_install( 'Islands network', 'admin', 'admin@example.com', false, '', 'islands-network' );
		// As the Network Setup screen does: the network's tables named before they are made.
		foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $table => $prefixed ) {
			$GLOBALS['wpdb']->$table = $prefixed;
		}
		install_network();
		$result = populate_network( 1, $domain, 'admin@example.com', 'Islands network', '/', false );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $result->get_error_message() . "\n" );
			exit( 1 );
		}
		file_put_contents( "$scratch/wp-config.php", wi_network_config( $www, true, $domain ) );
		echo "network installed\n";
		break;
	case 'sites':
		wi_network_load( $scratch, $domain );
		for ( $n = count( get_sites( array( 'fields' => 'ids' ) ) ) + 1; $n <= (int) $argv[3]; $n++ ) {
			$site = wp_insert_site( array( 'domain' => $domain, 'path' => "/site-$n/", 'title' => "Site $n" ) );
			if ( is_wp_error( $site ) ) {
				fwrite( STDERR, $site->get_error_message() . "\n" );
				exit( 1 );
			}
		}
		foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $id ) {
			switch_to_blog( $id );
			update_option( 'woo_islands_areas', array( 'cart' => false ) );
			update_option( 'woo_islands_keep_jquery', '1' );
			restore_current_blog();
		}
		echo "sites: " . implode( ' ', get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) ) . "\n";
		break;
	case 'uninstall':
		wi_network_load( $scratch, $domain );
		echo uninstall_plugin( $plugin ) ? "uninstalled\n" : "not uninstallable\n";
		break;
	case 'options':
		wi_network_load( $scratch, $domain );
		$found = array();
		foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $id ) {
			switch_to_blog( $id );
			foreach ( $options as $option ) {
				$row                     = $GLOBALS['wpdb']->get_row( $GLOBALS['wpdb']->prepare( "SELECT option_value FROM {$GLOBALS['wpdb']->options} WHERE option_name = %s", $option ) );
				$found[ $id ][ $option ] = $row ? maybe_unserialize( $row->option_value ) : null;
			}
			restore_current_blog();
		}
		echo json_encode( $found ) . "\n";
		break;
	case 'drop':
		if ( is_file( "$scratch/wp-config.php" ) ) {
			preg_match_all( "/define\(\s*'(DB_[A-Z_]+)',\s*'([^']*)'\s*\);/", (string) file_get_contents( "$www/wp-config.php" ), $found, PREG_SET_ORDER );
			$db = array();
			foreach ( $found as $define ) {
				$db[ $define[1] ] = $define[2];
			}
			list( $host, $socket ) = array_pad( explode( ':', $db['DB_HOST'], 2 ), 2, null );
			$mysql                 = new mysqli( $host, $db['DB_USER'], $db['DB_PASSWORD'], $db['DB_NAME'], 0, $socket );
			$tables                = $mysql->query( "SHOW TABLES LIKE 'wims\\_%'" );
			foreach ( $tables->fetch_all() as $table ) {
				$mysql->query( "DROP TABLE `{$table[0]}`" );
			}
		}
		if ( is_dir( $scratch ) ) {
			exec( 'rm -rf ' . escapeshellarg( $scratch ) );
		}
		echo "dropped\n";
		break;
	default:
		fwrite( STDERR, "unknown step $step\n" );
		exit( 2 );
}
