<?php
/**
 * The plugin's PHP tests on the real shop: a test file is a list of named tests run in one PHP process
 * (php FILE.test.php WWW), each printing one line of JSON ({"test", "ok", "message", "ms"}); run.php runs
 * every file and counts. Assertions throw; a test that throws fails, the next one runs.
 *
 * @package WooIslands
 */

require_once __DIR__ . '/server.php';

if ( PHP_SAPI !== 'cli' || $argc < 2 || ! is_file( rtrim( $argv[1], '/' ) . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php {$argv[0]} WWW (the real shop's WordPress folder)\n" );
	exit( 2 );
}

/** The shop's WordPress folder. */
define( 'WI_WWW', rtrim( $argv[1], '/' ) );
/** The plugin as WordPress names it. */
const WI_PLUGIN = 'islands-for-woocommerce/islands-for-woocommerce.php';

/** A failed expectation. */
class WI_Failure extends Exception {}

/** Every test of the file, in order. */
$GLOBALS['wi_tests'] = array();

/**
 * Declares a test.
 *
 * @param string   $name What the test shows, as a sentence.
 * @param callable $body The test.
 */
function test( $name, $body ) {
	$GLOBALS['wi_tests'][] = array( $name, $body );
}

/** Runs the file's tests (call it last); the exit code says whether all passed. */
function run_tests() {
	$failed = 0;
	foreach ( $GLOBALS['wi_tests'] as list( $name, $body ) ) {
		$start   = microtime( true );
		$message = '';
		try {
			$body();
		} catch ( Throwable $error ) {
			$message = $error instanceof WI_Failure ? $error->getMessage() : get_class( $error ) . ': ' . $error->getMessage() . ' (' . basename( $error->getFile() ) . ':' . $error->getLine() . ')';
			++$failed;
		}
		echo json_encode(
			array(
				'test'    => $name,
				'ok'      => '' === $message,
				'message' => $message,
				'ms'      => (int) round( ( microtime( true ) - $start ) * 1000 ),
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		) . "\n";
	}
	exit( $failed ? 1 : 0 );
}

/**
 * Fails unless $actual is $expected (===).
 *
 * @param mixed  $expected What it should be.
 * @param mixed  $actual   What it is.
 * @param string $what     What is compared.
 */
function expect_same( $expected, $actual, $what ) {
	if ( $expected !== $actual ) {
		throw new WI_Failure( "$what: expected " . json_encode( $expected, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . ', got ' . json_encode( $actual, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
	}
}

/**
 * Fails unless $condition holds.
 *
 * @param bool   $condition The expectation.
 * @param string $what      What it says.
 */
function expect_true( $condition, $what ) {
	if ( ! $condition ) {
		throw new WI_Failure( $what );
	}
}

/**
 * A front-end page of the shop rendered with a configuration for that request only (render.php, in its
 * own PHP process), the plugin's options those of WI_FRESH_OPTIONS unless given. Renders run $parallel
 * at a time.
 *
 * @param array<string, array{0: string, 1: array}> $pages key => [path, config].
 * @param int                                       $parallel Processes at a time.
 * @return array<string, array> key => what render.php printed (html, tags, scripts, ...).
 */
function render_pages( array $pages, $parallel = 2 ) {
	$results = array();
	$running = array();
	$queue   = $pages;
	while ( $queue || $running ) {
		while ( $queue && count( $running ) < $parallel ) {
			$key                   = array_key_first( $queue );
			list( $path, $config ) = $queue[ $key ];
			unset( $queue[ $key ] );
			$config['options'] = ( isset( $config['options'] ) ? $config['options'] : array() ) + WI_FRESH_OPTIONS;
			$command = array( PHP_BINARY, '-d', 'display_errors=stderr', __DIR__ . '/render.php', WI_WWW, $path, json_encode( (object) $config ) );
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes );
			stream_set_blocking( $pipes[1], false );
			$running[ $key ] = array( $process, $pipes[1], '' );
		}
		foreach ( $running as $key => &$job ) {
			$job[2] .= stream_get_contents( $job[1] );
			if ( ! proc_get_status( $job[0] )['running'] ) {
				$job[2] .= stream_get_contents( $job[1] );
				fclose( $job[1] );
				proc_close( $job[0] );
				$result = json_decode( $job[2], true );
				if ( ! is_array( $result ) ) {
					throw new WI_Failure( "render of {$pages[ $key ][0]} printed no JSON: " . substr( $job[2], 0, 300 ) );
				}
				$results[ $key ] = $result;
				unset( $running[ $key ] );
			}
		}
		unset( $job );
		usleep( 20000 );
	}
	return $results;
}

/**
 * The plugin's options as installed (every area on, jQuery not kept), whatever the database holds: the
 * renders' configurations start from them.
 */
const WI_FRESH_OPTIONS = array(
	'woo_islands_areas'       => array(),
	'woo_islands_keep_jquery' => '',
);

/**
 * One page (see render_pages).
 *
 * @param string $path   The page's path.
 * @param array  $config render.php's configuration.
 * @return array
 */
function render_page( $path, array $config = array() ) {
	return render_pages( array( 'page' => array( $path, $config ) ) )['page'];
}

/**
 * Loads the shop's WordPress in this process, as a front-end request of PATH, with the plugin active for
 * this process whatever the database says (unless $as_stored).
 *
 * @param string $path      The request's path.
 * @param bool   $as_stored Whether the plugins active are those of the database.
 */
function boot_wordpress( $path = '/', $as_stored = false ) {
	woo_islands_test_server( WI_WWW, $path );
	if ( $as_stored ) {
		require WI_WWW . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		return;
	}
	$GLOBALS['wp_filter']['option_active_plugins'][10][] = array(
		'accepted_args' => 1,
		'function'      => function ( $plugins ) {
			$plugins = array_values( array_diff( (array) $plugins, array( WI_PLUGIN ) ) );
			return array_merge( $plugins, array( WI_PLUGIN ) );
		},
	);
	require WI_WWW . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
}

/**
 * A visitor of the shop over HTTP, with cookies of its own (cURL).
 */
class WI_Browser {

	/** @var string The shop's address. */
	private $home;

	/** @var string The cookie jar. */
	private $jar;

	/**
	 * A new visitor.
	 */
	public function __construct() {
		$this->home = woo_islands_test_server( WI_WWW, '/' );
		$this->jar  = tempnam( sys_get_temp_dir(), 'wi-cookies-' );
	}

	/** Forgets the cookies. */
	public function __destruct() {
		@unlink( $this->jar ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a jar already gone is fine.
	}

	/**
	 * Logs in through wp-login.php.
	 *
	 * @param string $user     The login.
	 * @param string $password The password.
	 */
	public function log_in( $user, $password ) {
		$this->request( 'GET', '/wp-login.php' );
		$answer = $this->request( 'POST', '/wp-login.php', array( 'log' => $user, 'pwd' => $password, 'testcookie' => '1', 'redirect_to' => $this->home . '/wp-admin/' ) );
		expect_same( 302, $answer['status'], "logging in as $user" );
	}

	/**
	 * One request; redirects are not followed.
	 *
	 * @param string     $method GET or POST.
	 * @param string     $path   The path.
	 * @param array|null $fields POST fields (nested arrays as PHP reads them).
	 * @return array{status: int, body: string, location: string}
	 */
	public function request( $method, $path, $fields = null ) {
		$curl = curl_init( $this->home . $path );
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HEADER         => true,
				CURLOPT_COOKIEJAR      => $this->jar,
				CURLOPT_COOKIEFILE     => $this->jar,
				CURLOPT_COOKIE         => 'wordpress_test_cookie=WP%20Cookie%20check',
				CURLOPT_TIMEOUT        => 60,
			)
		);
		if ( 'POST' === $method ) {
			curl_setopt( $curl, CURLOPT_POST, true );
			curl_setopt( $curl, CURLOPT_POSTFIELDS, http_build_query( (array) $fields ) );
		}
		$raw = (string) curl_exec( $curl );
		if ( curl_errno( $curl ) ) {
			throw new WI_Failure( "$method $path: " . curl_error( $curl ) );
		}
		$size   = curl_getinfo( $curl, CURLINFO_HEADER_SIZE );
		$status = curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		curl_close( $curl );
		$headers = substr( $raw, 0, $size );
		return array(
			'status'   => (int) $status,
			'body'     => substr( $raw, $size ),
			'location' => preg_match( '/^Location:\s*(\S+)/mi', $headers, $m ) ? $m[1] : '',
		);
	}
}

/**
 * An option's value as the database holds it now (this process's cache may be stale: the server wrote it).
 *
 * @param string $name The option.
 * @return mixed null when there is none.
 */
function stored_option( $name ) {
	global $wpdb;
	// A row, not get_var(), which answers null for an empty value too.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	return null === $row ? null : maybe_unserialize( $row->option_value );
}
