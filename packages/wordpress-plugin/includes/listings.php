<?php
/**
 * The listings on the server: RealEstateList called with the session key (answers cached in transients),
 * the records normalised as src/api/normalize.ts does, and the schema.org data of
 * src/elements/listing-search/structured-data.ts (test/wordpress/structured-data.node.test.ts compares the
 * two on the same records).
 *
 * When the API is down or hangs, the pages keep the last good data: each call waits at most
 * REALTY_ELEMENTS_HTTP_TIMEOUT seconds, a failure leaves the API alone for REALTY_ELEMENTS_RETRY_AFTER seconds,
 * and the index of every listing (listing pages, sitemap) is kept until a newer one replaces it.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a first page stays fresh (its last good copy is kept a day, for an outage). */
const REALTY_ELEMENTS_PAGE_TTL = 30;
/** Seconds a page's last good copy is kept, to serve while the API is down. */
const REALTY_ELEMENTS_STALE_TTL = 86400;
/** Seconds the index of every listing (listing pages, sitemap) stays fresh; the last good one is kept until replaced. */
const REALTY_ELEMENTS_INDEX_TTL = 300;
/** The most listings the index reads (pages of 100). */
const REALTY_ELEMENTS_INDEX_MAX = 5000;
/**
 * Seconds WordPress waits on one API call (with curl the whole call; with its fsockopen transport, each wait
 * for bytes): a hanging API holds a PHP worker no longer (it held one 10 s per view).
 */
const REALTY_ELEMENTS_HTTP_TIMEOUT = 5;
/** Seconds one request may spend reading a set page by page (the index, a refined search's set). */
const REALTY_ELEMENTS_LOAD_SECONDS = 15;
/** Seconds the API is left alone after it failed (and the Retry-After of a 503): meanwhile views answer at once. */
const REALTY_ELEMENTS_RETRY_AFTER = 60;
/**
 * Bytes of serialized listings per stored row of the index. One row of the whole index failed past MariaDB's
 * max_allowed_packet (16 MB: 3,000 listings with 8 KB descriptions); rows of 1 MB pass it, and MySQL 5.7's 4 MB.
 */
const REALTY_ELEMENTS_CHUNK_BYTES = 1048576;
/** The option holding the index's table of contents (generation, time, each listing's row, city and address). */
const REALTY_ELEMENTS_INDEX_OPTION = 'realty_elements_index';

/**
 * One page of RealEstateList with the session key: `[ 'items' => listings, 'total' => int|null, 'count' =>
 * records sent ]`, or a WP_Error. Fresh for `$ttl` seconds per query; while the API fails, its last good copy
 * (kept REALTY_ELEMENTS_STALE_TTL seconds).
 *
 * @param array $query   SerialNumber is added; CityName, SaleType, MLSNumber, PageNumber, PageSize.
 * @param int   $ttl     Seconds it stays fresh; 0 reads fresh and caches nothing.
 * @param float $timeout Seconds the call may take.
 */
function realty_elements_list( array $query, $ttl = REALTY_ELEMENTS_PAGE_TTL, $timeout = REALTY_ELEMENTS_HTTP_TIMEOUT ) {
	$chatbot = realty_elements_setting( 'chatbot' );
	$key     = realty_elements_setting( 'session_key' );
	if ( '' === $chatbot || '' === $key ) {
		return new WP_Error( 'realty_elements_unconfigured', __( 'Listings are not set up yet: the chatbot ID and session key are missing.', 'realty-elements' ) );
	}
	$body      = array_merge( [ 'SerialNumber' => $chatbot ], array_filter( $query, fn( $v ) => null !== $v && '' !== $v ) );
	$cache_key = 'realty_elements_page_' . md5( realty_elements_api_base() . wp_json_encode( $body ) );
	$cached    = $ttl > 0 ? get_transient( $cache_key ) : false;
	$stale     = is_array( $cached ) && isset( $cached['result'], $cached['fresh_until'] ) ? $cached : null;
	if ( null !== $stale && $stale['fresh_until'] > time() ) {
		return $stale['result'];
	}
	$result = realty_elements_fetch_list( $body, $key, $timeout );
	if ( is_wp_error( $result ) ) {
		return null !== $stale ? $stale['result'] : $result;
	}
	if ( $ttl > 0 ) {
		set_transient(
			$cache_key,
			[
				'result'      => $result,
				'fresh_until' => time() + $ttl,
			],
			REALTY_ELEMENTS_STALE_TTL
		);
	}
	return $result;
}

/**
 * Calls RealEstateList once (unless the API failed less than REALTY_ELEMENTS_RETRY_AFTER seconds ago).
 *
 * @param array  $body    The request body.
 * @param string $key     The session key.
 * @param float  $timeout Seconds the call may take.
 */
function realty_elements_fetch_list( array $body, $key, $timeout ) {
	$down = new WP_Error( 'realty_elements_unreachable', __( 'The listings could not be loaded: the API did not answer.', 'realty-elements' ), [ 'status' => 503 ] );
	if ( get_transient( 'realty_elements_api_down' ) ) {
		return $down;
	}
	$headers  = realty_elements_key_headers();
	$started  = microtime( true );
	$response = wp_remote_post(
		realty_elements_api_base() . REALTY_ELEMENTS_OPERATION_PREFIX . 'RealEstateList',
		[
			'timeout'     => max( 0.5, min( REALTY_ELEMENTS_HTTP_TIMEOUT, (float) $timeout ) ),
			'redirection' => 0,
			'headers'     => [
				'Content-Type'      => 'application/json',
				'Accept'            => 'application/json',
				$headers['session'] => $key,
			],
			'body'        => wp_json_encode( $body ),
		]
	);
	$status = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	if ( 0 === $status || 429 === $status || $status >= 500 ) {
		// Down, hanging or overloaded: the next views get the last good data at once rather than wait again.
		set_transient( 'realty_elements_api_down', 1, REALTY_ELEMENTS_RETRY_AFTER );
		error_log( // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- why the pages show older listings.
			sprintf(
				'Realty Elements: RealEstateList %s failed after %.1f s (%s); pages serve the last good listings for %d s before it is asked again.',
				wp_json_encode( array_diff_key( $body, [ 'SerialNumber' => true ] ) ),
				microtime( true ) - $started,
				is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $status,
				REALTY_ELEMENTS_RETRY_AFTER
			)
		);
		return $down;
	}
	$envelope = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( ! is_array( $envelope ) || empty( $envelope['Success'] ) || ! isset( $envelope['Data']['List'] ) || ! is_array( $envelope['Data']['List'] ) ) {
		return new WP_Error( 'realty_elements_failed', __( 'The listings could not be loaded: the API refused the request.', 'realty-elements' ), [ 'status' => 503 ] );
	}
	$items = [];
	foreach ( $envelope['Data']['List'] as $record ) {
		$listing = realty_elements_normalize( $record );
		if ( null !== $listing ) {
			$items[] = $listing;
		}
	}
	$total = isset( $envelope['Data']['VirtualCount'] ) && is_numeric( $envelope['Data']['VirtualCount'] ) ? (int) $envelope['Data']['VirtualCount'] : null;
	return [
		'items' => $items,
		'total' => $total,
		// Records sent, dropped ones included: a page is short by what the API sent, not by what we kept.
		'count' => count( $envelope['Data']['List'] ),
	];
}

/**
 * Reads a set in the server's order, pages of 100, handing each listing (each ID once) to `$take`, at most
 * `$max`. Stops at a short page, at the API's VirtualCount, at a page that brings no new listing (an API that
 * ignores PageNumber sends one page for ever) and at `$max`; gives up with a WP_Error past
 * REALTY_ELEMENTS_LOAD_SECONDS, so no page view pages on for ever.
 *
 * @param array    $server CityName, SaleType, MLSNumber.
 * @param int      $max    The most listings.
 * @param int      $ttl    Each page's freshness (0: read fresh, cache nothing).
 * @param callable $take   Called with each listing.
 * @return true|WP_Error
 */
function realty_elements_read_pages( array $server, $max, $ttl, callable $take ) {
	$deadline = microtime( true ) + REALTY_ELEMENTS_LOAD_SECONDS;
	$seen     = [];
	for ( $page = 1; count( $seen ) < $max; $page++ ) {
		$left = $deadline - microtime( true );
		if ( $left <= 0 ) {
			return new WP_Error( 'realty_elements_slow', __( 'The listings could not be loaded in time: the API is too slow.', 'realty-elements' ), [ 'status' => 503 ] );
		}
		$result = realty_elements_list(
			$server + [
				'PageNumber' => $page,
				'PageSize'   => 100,
			],
			$ttl,
			$left
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$new = 0;
		foreach ( $result['items'] as $listing ) {
			if ( count( $seen ) < $max && ! isset( $seen[ $listing['id'] ] ) ) {
				$seen[ $listing['id'] ] = true;
				++$new;
				$take( $listing );
			}
		}
		$total = $result['total'];
		if ( ( $result['count'] ?? count( $result['items'] ) ) < 100 || 0 === $new || ( null !== $total && $total > 0 && $page * 100 >= $total ) ) {
			break;
		}
	}
	return true;
}

/**
 * The index of every listing (up to REALTY_ELEMENTS_INDEX_MAX): `[ 'generation', 'fetched', 'chunks', 'entries'
 * => [ id => [ row, city, address ] ] ]`, the listings themselves in rows of about REALTY_ELEMENTS_CHUNK_BYTES
 * (options realty_elements_index_<generation>_<row>). Fresh for REALTY_ELEMENTS_INDEX_TTL seconds; when a reload
 * fails, or another request is reloading it, the last good one. A WP_Error only when there never was one.
 */
function realty_elements_index() {
	static $memo = null;
	if ( null !== $memo ) {
		return $memo;
	}
	$stored = get_option( REALTY_ELEMENTS_INDEX_OPTION );
	$stored = is_array( $stored ) && isset( $stored['generation'], $stored['fetched'], $stored['entries'] ) ? $stored : null;
	if ( null !== $stored && $stored['fetched'] + REALTY_ELEMENTS_INDEX_TTL > time() ) {
		$memo = $stored;
		return $memo;
	}
	if ( null !== $stored && ! realty_elements_index_lock( true ) ) {
		// Another request is reloading it: this one answers at once with the last good index.
		$memo = $stored;
		return $memo;
	}
	$loaded = realty_elements_load_index( $stored );
	if ( null !== $stored ) {
		realty_elements_index_lock( false );
	}
	if ( is_wp_error( $loaded ) ) {
		if ( null === $stored ) {
			return $loaded;
		}
		$memo = $stored;
		return $memo;
	}
	$memo = $loaded;
	return $memo;
}

/**
 * Takes (true) or gives back (false) the right to reload the index; false when another request holds it.
 *
 * @param bool $take Take it.
 */
function realty_elements_index_lock( $take ) {
	if ( ! $take ) {
		return delete_option( 'realty_elements_index_lock' );
	}
	// add_option is one INSERT on a unique key: only one request gets it.
	if ( add_option( 'realty_elements_index_lock', time(), '', 'no' ) ) {
		return true;
	}
	// A holder that died long ago (a fatal error, a killed worker) does not block reloads for ever.
	if ( (int) get_option( 'realty_elements_index_lock' ) < time() - REALTY_ELEMENTS_LOAD_SECONDS - 30 ) {
		delete_option( 'realty_elements_index_lock' );
		return add_option( 'realty_elements_index_lock', time(), '', 'no' );
	}
	return false;
}

/**
 * Reads every listing from the API and stores the index in rows; the new index, or a WP_Error (the API failed,
 * or was too slow). A failed write is logged (error_log) and this request still uses what it read.
 *
 * @param array|null $previous The index it replaces (its rows are deleted).
 */
function realty_elements_load_index( $previous ) {
	global $wpdb;
	$generation = substr( md5( uniqid( '', true ) ), 0, 10 );
	$entries    = [];
	$rows       = [];
	$row        = [];
	$bytes      = 0;
	$read       = realty_elements_read_pages(
		[],
		REALTY_ELEMENTS_INDEX_MAX,
		0,
		function ( $listing ) use ( &$entries, &$rows, &$row, &$bytes ) {
			$size = strlen( serialize( $listing ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- the size of what the option will hold.
			if ( [] !== $row && $bytes + $size > REALTY_ELEMENTS_CHUNK_BYTES ) {
				$rows[] = $row;
				$row    = [];
				$bytes  = 0;
			}
			$row[ $listing['id'] ]    = $listing;
			$bytes                   += $size;
			$entries[ $listing['id'] ] = [ count( $rows ), $listing['city'], $listing['address'] ];
		}
	);
	if ( is_wp_error( $read ) ) {
		return $read;
	}
	if ( [] !== $row ) {
		$rows[] = $row;
	}
	$index = [
		'generation' => $generation,
		'fetched'    => time(),
		'chunks'     => count( $rows ),
		'entries'    => $entries,
	];
	$failed = null;
	foreach ( $rows as $n => $listings ) {
		if ( null === $failed && ! add_option( "realty_elements_index_{$generation}_{$n}", $listings, '', 'no' ) ) {
			$failed = $wpdb->last_error;
		}
	}
	if ( null === $failed && ! update_option( REALTY_ELEMENTS_INDEX_OPTION, $index, false ) ) {
		$failed = $wpdb->last_error;
	}
	if ( null !== $failed ) {
		error_log( // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- a failure the site's owner must be able to find.
			sprintf(
				'Realty Elements: the index of %d listings (%d rows) could not be stored in the database (%s); every request that needs it reads the API again until it can.',
				count( $entries ),
				count( $rows ),
				'' !== (string) $failed ? $failed : 'no reason given'
			)
		);
		foreach ( array_keys( $rows ) as $n ) {
			delete_option( "realty_elements_index_{$generation}_{$n}" );
		}
		// This request still answers from what it read.
		$index['rows'] = $rows;
		return $index;
	}
	if ( null !== $previous && $previous['generation'] !== $generation ) {
		for ( $n = 0; $n < (int) ( $previous['chunks'] ?? 0 ); $n++ ) {
			delete_option( "realty_elements_index_{$previous['generation']}_{$n}" );
		}
	}
	// This request reads its listings from memory, not back from the rows.
	$index['rows'] = $rows;
	return $index;
}

/** Makes the next request reload the index (after a write through the proxy), keeping it to serve meanwhile. */
function realty_elements_forget_index() {
	$stored = get_option( REALTY_ELEMENTS_INDEX_OPTION );
	if ( is_array( $stored ) && isset( $stored['fetched'] ) ) {
		$stored['fetched'] = 0;
		update_option( REALTY_ELEMENTS_INDEX_OPTION, $stored, false );
	}
}

/** Every listing's page address in the index, in the server's order, or a WP_Error. */
function realty_elements_listing_urls() {
	$index = realty_elements_index();
	if ( is_wp_error( $index ) ) {
		return $index;
	}
	$urls = [];
	foreach ( $index['entries'] as $id => list( , $city, $address ) ) {
		$urls[] = realty_elements_listing_url(
			[
				'id'      => $id,
				'city'    => $city,
				'address' => $address,
			]
		);
	}
	return $urls;
}

/**
 * One listing by ID: the listing, null when there is none, or a WP_Error when the listings cannot be read now
 * (never read, or its row is gone): a 503, not a 404.
 *
 * @param int $id A listing ID.
 */
function realty_elements_listing( $id ) {
	$index = realty_elements_index();
	if ( is_wp_error( $index ) ) {
		return $index;
	}
	if ( ! isset( $index['entries'][ $id ] ) ) {
		return null;
	}
	$n    = $index['entries'][ $id ][0];
	$rows = $index['rows'] ?? null;
	$row  = is_array( $rows ) ? ( $rows[ $n ] ?? null ) : get_option( "realty_elements_index_{$index['generation']}_{$n}" );
	if ( ! is_array( $row ) || ! isset( $row[ $id ] ) ) {
		// Replaced by a newer index between our two reads.
		return new WP_Error( 'realty_elements_unreachable', __( 'The listings could not be loaded: the API did not answer.', 'realty-elements' ), [ 'status' => 503 ] );
	}
	return $row[ $id ];
}

/**
 * What a listing ID is, here as in the browser: a whole number from 1 to 9007199254740991 (JavaScript's
 * Number.MAX_SAFE_INTEGER, so PHP and the browser agree), as an integer or as its decimal text without leading
 * zeros. Anything else (`007`, `1e3`, ` 12`, 9007199254740992) is no ID: its record is dropped, its path is a 404.
 * A JSON number the browser reads as a whole number (`12.0`) is that number.
 *
 * @param mixed $value An ID from a record, a path or a shortcode.
 * @return int|null
 */
function realty_elements_listing_id( $value ) {
	if ( is_float( $value ) && is_finite( $value ) && floor( $value ) === $value && $value >= 1 && $value <= 9007199254740991 ) {
		$value = (int) $value;
	}
	if ( is_int( $value ) ) {
		return $value >= 1 && $value <= 9007199254740991 ? $value : null;
	}
	if ( ! is_string( $value ) || ! preg_match( '/^[1-9][0-9]{0,15}$/', $value ) ) {
		return null;
	}
	// Sixteen digits compare as text: 9007199254740991 is the largest.
	return strlen( $value ) < 16 || strcmp( $value, '9007199254740991' ) <= 0 ? (int) $value : null;
}

// --- Normalising (src/api/normalize.ts) -------------------------------------------------------------------

/** A number from a number or numeric text (thousands separators allowed), else null. */
function realty_elements_number( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return is_finite( (float) $value ) ? $value : null;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = preg_replace( '/(\d),(?=\d{3}\b)/', '$1', trim( $value ) );
	if ( ! preg_match( '/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/', $text ) ) {
		return null;
	}
	$number = (float) $text;
	if ( ! is_finite( $number ) ) {
		return null;
	}
	// Whole numbers stay integers, so JSON prints 3 rather than 3.0 (as JavaScript does).
	return floor( $number ) === $number && abs( $number ) < PHP_INT_MAX ? (int) $number : $number;
}

/** Non-empty trimmed text, else null. */
function realty_elements_text( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return (string) $value;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = realty_elements_trim( $value );
	return '' === $text ? null : $text;
}

/** JavaScript's trim (Unicode white space, not PHP's ASCII set). */
function realty_elements_trim( $text ) {
	return preg_replace( '/^[\s\x{00A0}\x{FEFF}\x{2028}\x{2029}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}]+|[\s\x{00A0}\x{FEFF}\x{2028}\x{2029}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}]+$/u', '', $text ) ?? trim( $text );
}

/** Whether an array is a JSON array (keys 0…n-1) rather than an object (array_is_list, before PHP 8.1). */
function realty_elements_is_list( array $value ) {
	return array_keys( $value ) === range( 0, count( $value ) - 1 ) || [] === $value;
}

/** Lower-case letters and digits of a token. */
function realty_elements_token( $value, array $tokens ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$letters = preg_replace( '/[^a-z0-9]/', '', strtolower( $value ) );
	return $tokens[ $letters ] ?? null;
}

/** A list from an array, JSON text, Python-literal text or comma-separated text. */
function realty_elements_parse_list( $value ) {
	if ( is_array( $value ) ) {
		return array_values( $value );
	}
	if ( ! is_string( $value ) ) {
		return [];
	}
	$text = realty_elements_trim( $value );
	if ( '' === $text ) {
		return [];
	}
	if ( '[' === $text[0] || '{' === $text[0] ) {
		$parsed = json_decode( $text, true );
		if ( null === $parsed && 'null' !== $text ) {
			$parsed = json_decode( realty_elements_python_to_json( $text ), true );
		}
		if ( is_array( $parsed ) ) {
			return realty_elements_is_list( $parsed ) ? $parsed : [ $parsed ];
		}
		return [];
	}
	return array_values( array_filter( preg_split( '/\s*[,\n]\s*/', $text ), fn( $item ) => '' !== $item ) );
}

/** Python-literal text (single quotes, True/False/None) as JSON. */
function realty_elements_python_to_json( $text ) {
	return preg_replace_callback(
		'/([\'"])((?:\\\\[\s\S]?|(?!\1)[^\\\\])*)\1?|[A-Za-z]+/',
		function ( $m ) {
			if ( isset( $m[1] ) && '' !== $m[1] ) {
				return wp_json_encode( preg_replace( '/\\\\([\s\S])/', '$1', $m[2] ) );
			}
			$words = [
				'True'  => 'true',
				'False' => 'false',
				'None'  => 'null',
			];
			return $words[ $m[0] ] ?? $m[0];
		},
		$text
	);
}

/**
 * An absolute http(s) URL, else null: the checks of src/api/safe-url.ts (no white space, control or invisible
 * characters, no credentials, a host).
 *
 * @param mixed $value The URL text.
 */
function realty_elements_safe_url( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$url = realty_elements_trim( $value );
	if ( '' === $url || strlen( $url ) > 4096 ) {
		return null;
	}
	if ( preg_match( '/[\s\x{0000}-\x{001F}\x{007F}-\x{009F}\x{00AD}\x{200B}-\x{200F}\x{2028}-\x{202E}\x{2060}-\x{206F}\x{FEFF}]/u', $url ) || ! preg_match( '#^https?://[^/\\\\?\#&;]#i', $url ) ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || ! preg_match( '/^[A-Za-z0-9.\-\[\]:]+$/', $parts['host'] ) ) {
		return null;
	}
	// The normal form URL.href gives: scheme and host in lower case, `/` for an empty path.
	$scheme = strtolower( $parts['scheme'] );
	$port   = isset( $parts['port'] ) && ! ( ( 'http' === $scheme && 80 === $parts['port'] ) || ( 'https' === $scheme && 443 === $parts['port'] ) ) ? ':' . $parts['port'] : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port . ( $parts['path'] ?? '/' )
		. ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' ) . ( isset( $parts['fragment'] ) ? '#' . $parts['fragment'] : '' );
}

/** Image URLs that pass the URL check, without duplicates. */
function realty_elements_images( $value ) {
	$urls = [];
	foreach ( realty_elements_parse_list( $value ) as $item ) {
		$url = realty_elements_safe_url( is_array( $item ) ? ( $item['url'] ?? $item['Url'] ?? null ) : $item );
		if ( null !== $url && ! in_array( $url, $urls, true ) ) {
			$urls[] = $url;
		}
	}
	return $urls;
}

/** Tours as a list (`OpenHouse`, `3D`), each once: the API sends one token, some exports several (parseTours). */
function realty_elements_tours( $value ) {
	$tours = [];
	foreach ( realty_elements_parse_list( $value ) as $item ) {
		$tour = realty_elements_token(
			$item,
			[
				'openhouse' => 'OpenHouse',
				'3d'        => '3D',
				'3dtour'    => '3D',
			]
		);
		if ( null !== $tour && ! in_array( $tour, $tours, true ) ) {
			$tours[] = $tour;
		}
	}
	return $tours;
}

/** A coordinate within ±limit, else null. */
function realty_elements_coordinate( $value, $limit ) {
	$number = realty_elements_number( $value );
	return null !== $number && abs( $number ) <= $limit ? $number : null;
}

/**
 * One RealEstateList record as a listing (the fields the server side shows), or null without a usable ID.
 *
 * @param mixed $record The record.
 */
function realty_elements_normalize( $record ) {
	if ( ! is_array( $record ) || ( [] !== $record && realty_elements_is_list( $record ) ) ) {
		return null;
	}
	$id = realty_elements_listing_id( $record['ID'] ?? null );
	if ( null === $id ) {
		return null;
	}
	$sale_type = realty_elements_token(
		$record['SaleType'] ?? null,
		[
			'forsale'  => 'for_sale',
			'sale'     => 'for_sale',
			'sell'     => 'for_sale',
			'forrent'  => 'for_rent',
			'rent'     => 'for_rent',
			'lease'    => 'for_rent',
			'forlease' => 'for_rent',
		]
	);
	$sale_price = realty_elements_number( $record['SalePrice'] ?? null );
	$rent_price = realty_elements_number( $record['RentPrice'] ?? null );
	$building   = realty_elements_number( $record['BuildingArea'] ?? null );
	$latitude   = realty_elements_coordinate( $record['LATITUDE'] ?? $record['Latitude'] ?? null, 90 );
	$longitude  = realty_elements_coordinate( $record['LONGITUDE'] ?? $record['Longitude'] ?? null, 180 );
	if ( null === $latitude || null === $longitude || ( 0 == $latitude && 0 == $longitude ) ) { // phpcs:ignore WordPress.PHP.StrictComparisons -- 0 and 0.0 alike.
		$latitude  = null;
		$longitude = null;
	}
	$price       = realty_elements_number( $record['Price'] ?? null ) ?? ( 'for_rent' === $sale_type ? $rent_price : $sale_price ) ?? $rent_price;
	$description = $record['Description'] ?? null;
	return [
		'id'             => $id,
		'saleType'       => $sale_type,
		'status'         => realty_elements_token(
			$record['Status'] ?? null,
			[
				'active'      => 'Active',
				'preonmarket' => 'PreOnMarket',
				'sold'        => 'Sold',
			]
		),
		'propertyType'   => realty_elements_text( $record['PropertyType'] ?? null ),
		'currencySymbol' => realty_elements_text( $record['CurrencySymbol'] ?? null ) ?? '',
		'price'          => $price,
		'bedrooms'       => realty_elements_number( $record['Bedrooms'] ?? null ),
		'bathrooms'      => realty_elements_number( $record['Bathrooms'] ?? null ),
		'area'           => realty_elements_number( $record['Area'] ?? null ) ?? $building,
		'buildingArea'   => $building,
		'areaUnit'       => realty_elements_token(
			$record['AreaUnit'] ?? null,
			[
				'squarefeet'   => 'Square Feet',
				'sqft'         => 'Square Feet',
				'squaremeters' => 'Square Meters',
				'squaremetres' => 'Square Meters',
				'sqm'          => 'Square Meters',
				'm2'           => 'Square Meters',
			]
		),
		'yearBuilt'      => realty_elements_number( $record['YearBuilt'] ?? null ),
		'daysOnMarket'   => realty_elements_number( $record['DaysOnMarket'] ?? null ),
		'tours'          => realty_elements_tours( $record['Tours'] ?? null ),
		'mlsNumber'      => realty_elements_text( $record['MLSNumber'] ?? null ),
		'address'        => realty_elements_text( $record['Address'] ?? null ),
		'city'           => realty_elements_text( $record['City'] ?? null ),
		'state'          => realty_elements_text( $record['State'] ?? null ),
		'zip'            => realty_elements_text( $record['ZIP'] ?? null ),
		'latitude'       => $latitude,
		'longitude'      => $longitude,
		'description'    => is_string( $description ) && '' !== realty_elements_trim( $description ) ? $description : null,
		'url'            => realty_elements_safe_url( $record['Url'] ?? null ),
		'images'         => realty_elements_images( $record['Images'] ?? null ),
	];
}

// --- Structured data (structured-data.ts) ------------------------------------------------------------------

/** `Austin, TX 78701`, or null. */
function realty_elements_place_line( array $listing ) {
	$region = implode( ' ', array_filter( [ $listing['state'], $listing['zip'] ], 'realty_elements_filled' ) );
	$text   = implode( ', ', array_filter( [ $listing['city'], $region ], 'realty_elements_filled' ) );
	return '' === $text ? null : $text;
}

/** JavaScript's truthiness for text: not null and not empty. */
function realty_elements_filled( $value ) {
	return null !== $value && '' !== $value;
}

/** Drops the null members (as JSON.stringify drops undefined ones). */
function realty_elements_defined( array $value ) {
	return array_filter( $value, fn( $v ) => null !== $v );
}

/**
 * The schema.org ItemList of `$listings`.
 *
 * @param array    $listings  Normalised listings.
 * @param callable $link      Each listing's page address.
 * @param string   $area_unit The fallback area unit.
 */
function realty_elements_item_list( array $listings, callable $link, $area_unit = 'Square Feet' ) {
	$items = [];
	foreach ( array_values( $listings ) as $i => $listing ) {
		$items[] = [
			'@type'    => 'ListItem',
			'position' => $i + 1,
			'item'     => realty_elements_real_estate_listing( $listing, $link( $listing ), $area_unit ),
		];
	}
	return [
		'@context'        => 'https://schema.org',
		'@type'           => 'ItemList',
		'numberOfItems'   => count( $listings ),
		'itemListElement' => $items,
	];
}

/** One listing as a schema.org RealEstateListing. */
function realty_elements_real_estate_listing( array $listing, $url, $area_unit ) {
	$place   = realty_elements_place_line( $listing );
	$area    = $listing['buildingArea'] ?? $listing['area'];
	$unit    = $listing['areaUnit'] ?? ( 'Square Meters' === $area_unit ? 'Square Meters' : 'Square Feet' );
	$name    = implode( ', ', array_filter( [ $listing['address'], $place ], 'realty_elements_filled' ) );
	$rent    = 'for_rent' === $listing['saleType'];
	$symbols = [
		'$'   => 'USD',
		'US$' => 'USD',
		'€'   => 'EUR',
		'£'   => 'GBP',
		'C$'  => 'CAD',
		'MX$' => 'MXN',
	];
	return realty_elements_defined(
		[
			'@type'       => 'RealEstateListing',
			'name'        => '' !== $name ? $name : ( $listing['mlsNumber'] ?? '#' . $listing['id'] ),
			'url'         => $url,
			'description' => $listing['description'],
			'image'       => array_values( array_filter( array_map( 'realty_elements_safe_url', $listing['images'] ) ) ),
			'offers'      => realty_elements_defined(
				[
					'@type'              => 'Offer',
					'price'              => $listing['price'],
					'priceCurrency'      => $symbols[ realty_elements_trim( $listing['currencySymbol'] ) ] ?? null,
					'businessFunction'   => $rent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
					// A rent is per month.
					'priceSpecification' => $rent && null !== $listing['price'] ? [
						'@type'             => 'UnitPriceSpecification',
						'price'             => $listing['price'],
						'unitCode'          => 'MON',
						'referenceQuantity' => [
							'@type'    => 'QuantitativeValue',
							'value'    => 1,
							'unitCode' => 'MON',
						],
					] : null,
				]
			),
			'mainEntity'  => realty_elements_defined(
				[
					'@type'                  => 'Accommodation',
					'address'                => realty_elements_defined(
						[
							'@type'           => 'PostalAddress',
							'streetAddress'   => $listing['address'],
							'addressLocality' => $listing['city'],
							'addressRegion'   => $listing['state'],
							'postalCode'      => $listing['zip'],
						]
					),
					'geo'                    => null !== $listing['latitude'] && null !== $listing['longitude'] ? [
						'@type'     => 'GeoCoordinates',
						'latitude'  => $listing['latitude'],
						'longitude' => $listing['longitude'],
					] : null,
					'numberOfBedrooms'       => $listing['bedrooms'],
					'numberOfBathroomsTotal' => $listing['bathrooms'],
					// UN/CEFACT codes: FTK square foot, MTK square metre.
					'floorSize'              => null !== $area ? [
						'@type'    => 'QuantitativeValue',
						'value'    => $area,
						'unitCode' => 'Square Meters' === $unit ? 'MTK' : 'FTK',
						'unitText' => $unit,
					] : null,
				]
			),
		]
	);
}

/**
 * JSON that can sit inside a <script> element: `<`, `>`, `&` and U+2028/2029 escaped (as scriptJson does), so
 * no `</script>` or `<!--` in a description can end the element.
 *
 * @param mixed $value The data.
 */
function realty_elements_script_json( $value ) {
	$json = wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	// JSON_UNESCAPED_UNICODE leaves the line separators raw unless asked: escape them as JavaScript does.
	return str_replace( [ "\u{2028}", "\u{2029}" ], [ '\u2028', '\u2029' ], $json );
}
