<?php
/**
 * Runs the plugin's PHP tests on the real shop: installs the plugin built from this checkout into the
 * shop (wordpress-plugin/dev-install.sh install; build dist/ first), runs every *.test.php of this folder
 * in its own PHP process, prints each test's result, and writes test-results/real-shop-php.json
 * ({"stats": {"passed", "failed"}, "tests": [...]}), which test/summary.mjs counts with the real-shop suite.
 *
 *   php test/real-shop/php/run.php [WWW]   (WWW defaults to $REALWP/www, as the Playwright suite's)
 *
 * The shop must be running (the settings tests talk to its server). Exit 1 when a test failed.
 *
 * @package WooIslands
 */

$root = dirname( __DIR__, 3 );
$www  = isset( $argv[1] ) ? rtrim( $argv[1], '/' ) : rtrim( getenv( 'REALWP' ) ?: ( ( getenv( 'TMPDIR' ) ?: '/tmp' ) . '/woo-real-shop' ), '/' ) . '/www';
if ( ! is_file( "$www/wp-load.php" ) ) {
	fwrite( STDERR, "no WordPress in $www: set REALWP or pass the shop's www folder\n" );
	exit( 2 );
}

$report = array(
	'stats' => array( 'passed' => 0, 'failed' => 0 ),
	'tests' => array(),
);
/**
 * Counts one result and prints it.
 *
 * @param array  $report  The report.
 * @param string $file    The test file.
 * @param array  $result  test, ok, message, ms.
 */
function wi_count( array &$report, $file, array $result ) {
	$report['tests'][] = array( 'file' => $file ) + $result;
	++$report['stats'][ $result['ok'] ? 'passed' : 'failed' ];
	printf( "  %s  %s › %s (%.1fs)\n", $result['ok'] ? '✓' : '✘', $file, $result['test'], $result['ms'] / 1000 );
	if ( ! $result['ok'] ) {
		echo '       ' . str_replace( "\n", "\n       ", $result['message'] ) . "\n";
	}
}

$started = microtime( true );
exec( 'bash ' . escapeshellarg( "$root/wordpress-plugin/dev-install.sh" ) . ' install ' . escapeshellarg( $www ) . ' 2>&1', $output, $status );
if ( 0 !== $status ) {
	wi_count( $report, 'run.php', array( 'test' => 'the plugin installs into the shop', 'ok' => false, 'message' => implode( "\n", $output ), 'ms' => 0 ) );
}
$files = $status ? array() : glob( __DIR__ . '/*.test.php' );
foreach ( $files as $path ) {
	$file    = basename( $path );
	$process = proc_open( array( PHP_BINARY, '-d', 'display_errors=stderr', $path, $www ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
	$stdout  = stream_get_contents( $pipes[1] );
	$stderr  = stream_get_contents( $pipes[2] );
	fclose( $pipes[1] );
	fclose( $pipes[2] );
	$exit  = proc_close( $process );
	$count = 0;
	$fails = 0;
	foreach ( explode( "\n", $stdout ) as $line ) {
		$result = json_decode( $line, true );
		if ( is_array( $result ) && isset( $result['test'], $result['ok'] ) ) {
			wi_count( $report, $file, $result );
			++$count;
			$fails += $result['ok'] ? 0 : 1;
		}
	}
	// A file that stopped (a fatal error, a setup that failed) counts as a failure of its own.
	if ( 0 !== $exit && 0 === $fails ) {
		$said = trim( implode( "\n", array_slice( explode( "\n", trim( $stderr . "\n" . $stdout ) ), -8 ) ) );
		wi_count( $report, $file, array( 'test' => "the file ran to its end (exit $exit after $count tests)", 'ok' => false, 'message' => $said, 'ms' => 0 ) );
	}
}

@mkdir( "$root/test-results", 0755, true ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- it may exist.
file_put_contents( "$root/test-results/real-shop-php.json", json_encode( $report, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . "\n" );
printf( "\n  PHP tests on the real shop: %d passed, %d failed (%.0f s)\n", $report['stats']['passed'], $report['stats']['failed'], microtime( true ) - $started );
exit( $report['stats']['failed'] ? 1 : 0 );
