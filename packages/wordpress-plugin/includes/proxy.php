<?php
/**
 * The key-holding proxy of the wp-admin pages: /wp-json/realty-elements/v1/chat/Chatbot/<operation>, the
 * operation table and limits of realty-elements/proxy (includes/operations.php, generated from the
 * TypeScript). It answers only a logged-in user with manage_options whose request carries a valid
 * X-WP-Nonce (WordPress drops cookie authentication without one), only for the configured chatbot, only
 * JSON; it adds the secret (or session) key on the server and scrubs both keys from what it relays back.
 * Refusals take the API's envelope (`Success: false`, `Code`, `Message`), which the elements show.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

const REALTY_ELEMENTS_REST_NAMESPACE = 'realty-elements/v1';
/** The body cap and page-size ceiling of src/proxy/index.ts (its defaults). */
const REALTY_ELEMENTS_MAX_BODY_BYTES = 262144;
const REALTY_ELEMENTS_MAX_PAGE_SIZE  = 100;

/** The REST base the admin elements take as `api-base`. */
function realty_elements_rest_base() {
	return untrailingslashit( rest_url( REALTY_ELEMENTS_REST_NAMESPACE ) );
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			REALTY_ELEMENTS_REST_NAMESPACE,
			'/chat/Chatbot/(?P<operation>[A-Za-z]+)',
			[
				'methods'             => [ 'GET', 'POST' ],
				'callback'            => 'realty_elements_proxy',
				'permission_callback' => 'realty_elements_proxy_permission',
			]
		);
	}
);

/** Only administrators (manage_options); without a valid nonce WordPress has already made the user a visitor. */
function realty_elements_proxy_permission() {
	return current_user_can( 'manage_options' )
		? true
		: new WP_Error( 'realty_elements_forbidden', __( 'Only an administrator of this site, signed in, may use the back office.', 'realty-elements' ), [ 'status' => 403 ] );
}

/** The API's failure envelope as a REST response. */
function realty_elements_refuse( $status, $message ) {
	$response = new WP_REST_Response(
		[
			'Success' => false,
			'Code'    => $status,
			'Message' => $message,
			'Data'    => null,
		],
		$status
	);
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

// Every refusal on our routes (WordPress's own too: a bad nonce, our permission check) in the API's envelope.
add_filter(
	'rest_post_dispatch',
	function ( $response, $server, $request ) {
		if ( 0 !== strpos( $request->get_route(), '/' . REALTY_ELEMENTS_REST_NAMESPACE . '/' ) || ! $response->is_error() ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && array_key_exists( 'Success', $data ) ) {
			// Our own refusal, already in the envelope: as_error() reads WordPress's lower-case keys, not ours.
			return $response;
		}
		$error = $response->as_error();
		return realty_elements_refuse( $response->get_status(), $error->get_error_message() );
	},
	10,
	3
);

/**
 * The limit a request field is held to: [ 'chars' => n ] for text, [ 'items' => n ] for a list.
 *
 * @param string $field The member's name.
 */
function realty_elements_field_limit( $field ) {
	$limits = realty_elements_limits();
	$table  = [
		'Description'      => [ 'chars' => $limits['longText'] ],
		'SystemMessage'    => [ 'chars' => $limits['longText'] ],
		'text'             => [ 'chars' => $limits['knowledgeText'] ],
		'City'             => [ 'chars' => $limits['indexed'] ],
		'CityName'         => [ 'chars' => $limits['indexed'] ],
		'MLSNumber'        => [ 'chars' => $limits['indexed'] ],
		'Url'              => [ 'chars' => $limits['indexed'] ],
		'Key'              => [ 'chars' => $limits['indexed'] ],
		'Images'           => [ 'items' => $limits['images'] ],
		'ExtensionColumn'  => [ 'items' => $limits['extensionColumns'] ],
		'fileList'         => [ 'items' => $limits['fileList'] ],
		'qaList'           => [ 'items' => $limits['qaList'] ],
		'websiteList'      => [ 'items' => $limits['websiteList'] ],
		'Keys'             => [ 'items' => $limits['deleteKeys'] ],
	];
	return $table[ $field ] ?? [ 'chars' => $limits['text'] ];
}

/**
 * The first field over its limit, as a message, or null. Nested lists' strings are held to the text cap
 * (Keys' to the indexed one).
 *
 * @param array  $body  The decoded body.
 * @param string $inner The cap of strings inside lists.
 */
function realty_elements_over_limit( array $body, $inner = null ) {
	foreach ( $body as $field => $value ) {
		$limit = null === $inner ? realty_elements_field_limit( (string) $field ) : [ 'chars' => $inner ];
		if ( is_string( $value ) && isset( $limit['chars'] ) && mb_strlen( $value ) > $limit['chars'] ) {
			/* translators: 1: a field's name, 2: a number of characters. */
			return sprintf( __( '%1$s must be at most %2$d characters.', 'realty-elements' ), $field, $limit['chars'] );
		}
		if ( is_array( $value ) ) {
			if ( isset( $limit['items'] ) && count( $value ) > $limit['items'] ) {
				/* translators: 1: a field's name, 2: a number of items. */
				return sprintf( __( '%1$s must have at most %2$d items.', 'realty-elements' ), $field, $limit['items'] );
			}
			$nested = 'Keys' === $field ? realty_elements_limits()['indexed'] : ( $inner ?? ( 'text' === $field ? null : realty_elements_limits()['text'] ) );
			$found  = realty_elements_over_limit( $value, $nested );
			if ( null !== $found ) {
				return $found;
			}
		}
	}
	return null;
}

/**
 * Checks a request against the operation's row and the limits; the body to send upstream, or a refusal.
 * Pure apart from the settings, so tests/proxy-rules.php runs it without HTTP.
 *
 * @param string      $operation    The name in the path.
 * @param string      $method       GET or POST.
 * @param string|null $content_type The request's Content-Type.
 * @param string      $raw          The request's body.
 * @param string      $chatbot      The configured chatbot.
 * @return array{ok: bool, status?: int, message?: string, body?: string|null, row?: array}
 */
function realty_elements_check_request( $operation, $method, $content_type, $raw, $chatbot ) {
	$operations = realty_elements_operations();
	$fail       = fn( $status, $message ) => [
		'ok'      => false,
		'status'  => $status,
		'message' => $message,
	];
	if ( ! isset( $operations[ $operation ] ) ) {
		/* translators: %s: a path. */
		return $fail( 404, sprintf( __( 'This proxy forwards only the chatbot API operations; there is nothing at %s.', 'realty-elements' ), REALTY_ELEMENTS_OPERATION_PREFIX . $operation ) );
	}
	$row = $operations[ $operation ];
	if ( $method !== $row['method'] ) {
		/* translators: 1: an operation, 2: the method it takes, 3: the method used. */
		return $fail( 405, sprintf( __( '%1$s takes %2$s, not %3$s.', 'realty-elements' ), $operation, $row['method'], $method ) );
	}
	if ( '' === $chatbot ) {
		return $fail( 403, __( 'No chatbot is configured: set its ID in Settings → Realty Elements.', 'realty-elements' ) );
	}
	if ( null === $row['chatbot_field'] ) {
		return [
			'ok'   => true,
			'body' => null,
			'row'  => $row,
		];
	}
	if ( ! preg_match( '#^application/(?:[\w.+-]+\+)?json\s*(?:;|$)#i', trim( (string) $content_type ) ) ) {
		return $fail( 415, __( 'The body must be JSON (Content-Type: application/json).', 'realty-elements' ) );
	}
	if ( strlen( $raw ) > REALTY_ELEMENTS_MAX_BODY_BYTES ) {
		/* translators: %d: a number of bytes. */
		return $fail( 413, sprintf( __( 'The body must be at most %d bytes.', 'realty-elements' ), REALTY_ELEMENTS_MAX_BODY_BYTES ) );
	}
	$body = json_decode( $raw, true, 64 );
	if ( ! is_array( $body ) || ( [] !== $body && realty_elements_is_list( $body ) ) || ! preg_match( '/^\s*\{/', $raw ) ) {
		return $fail( 400, __( 'The body must be a JSON object.', 'realty-elements' ) );
	}
	if ( ! array_key_exists( $row['chatbot_field'], $body ) ) {
		/* translators: %s: a field's name. */
		return $fail( 400, sprintf( __( '%s is required: name the chatbot.', 'realty-elements' ), $row['chatbot_field'] ) );
	}
	foreach ( $body as $field => $value ) {
		// Any spelling of the chatbot's field (SerialNumber, serialNumber, SERIALNUMBER) must name ours.
		if ( 0 === strcasecmp( (string) $field, 'serialNumber' ) && ( ! is_string( $value ) || trim( $value ) !== $chatbot ) ) {
			return $fail( 403, __( 'That chatbot is not served by this site.', 'realty-elements' ) );
		}
	}
	$over = realty_elements_over_limit( $body );
	if ( null !== $over ) {
		return $fail( 400, $over );
	}
	if ( in_array( $operation, [ 'RealEstateCreate', 'RealEstateUpdate' ], true ) && mb_strlen( wp_json_encode( $body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ) > realty_elements_limits()['listing'] ) {
		/* translators: %d: a number of characters. */
		return $fail( 400, sprintf( __( 'A listing must be at most %d characters in all.', 'realty-elements' ), realty_elements_limits()['listing'] ) );
	}
	if ( 'RealEstateList' === $operation && isset( $body['PageSize'] ) && ( ! is_int( $body['PageSize'] ) || $body['PageSize'] > REALTY_ELEMENTS_MAX_PAGE_SIZE ) ) {
		/* translators: %d: the largest page size. */
		return $fail( 400, sprintf( __( 'PageSize must be at most %d through this proxy.', 'realty-elements' ), REALTY_ELEMENTS_MAX_PAGE_SIZE ) );
	}
	return [
		'ok'   => true,
		// Re-encoded: what goes upstream is what was checked.
		'body' => wp_json_encode( $body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
		'row'  => $row,
	];
}

/**
 * Replaces every occurrence of a key (also JSON- or URL-escaped) in text relayed back.
 *
 * @param string   $text The text.
 * @param string[] $keys The keys.
 */
function realty_elements_scrub( $text, array $keys ) {
	foreach ( array_filter( $keys, fn( $key ) => is_string( $key ) && '' !== $key ) as $key ) {
		$text = str_replace( [ $key, substr( wp_json_encode( $key ), 1, -1 ), rawurlencode( $key ) ], '[redacted]', $text );
	}
	return $text;
}

/**
 * Forwards one checked request.
 *
 * @param WP_REST_Request $request The request.
 */
function realty_elements_proxy( WP_REST_Request $request ) {
	$operation = (string) $request['operation'];
	$checked   = realty_elements_check_request( $operation, $request->get_method(), $request->get_header( 'content_type' ), (string) $request->get_body(), realty_elements_setting( 'chatbot' ) );
	if ( ! $checked['ok'] ) {
		return realty_elements_refuse( $checked['status'], $checked['message'] );
	}
	$kind = $checked['row']['key'];
	$key  = 'secret' === $kind ? realty_elements_secret_key() : realty_elements_setting( 'session_key' );
	if ( '' === $key ) {
		return realty_elements_refuse(
			403,
			'secret' === $kind
				? __( 'No secret key is set: add it in Settings → Realty Elements.', 'realty-elements' )
				: __( 'No session key is set: add it in Settings → Realty Elements.', 'realty-elements' )
		);
	}
	$headers = [
		'Accept'                                 => 'application/json',
		realty_elements_key_headers()[ $kind ] => $key,
	];
	if ( null !== $checked['body'] ) {
		$headers['Content-Type'] = 'application/json';
	}
	$upstream = wp_remote_request(
		realty_elements_api_base() . REALTY_ELEMENTS_OPERATION_PREFIX . $operation,
		[
			'method'      => $checked['row']['method'],
			'timeout'     => 15,
			'redirection' => 0,
			'headers'     => $headers,
			'body'        => $checked['body'],
		]
	);
	if ( is_wp_error( $upstream ) ) {
		return realty_elements_refuse( 502, __( 'The API could not be reached from this site.', 'realty-elements' ) );
	}
	$text = realty_elements_scrub( wp_remote_retrieve_body( $upstream ), [ realty_elements_secret_key(), realty_elements_setting( 'session_key' ) ] );
	if ( 'RealEstateList' !== $operation && 'ModelList' !== $operation ) {
		// A write: the server-rendered pages and sitemap read fresh listings (the last good ones serve meanwhile).
		realty_elements_forget_index();
	}
	// The API's own answer, relayed as it came (not re-encoded by the REST server).
	add_filter(
		'rest_pre_serve_request',
		function ( $served, $result ) use ( $text ) {
			if ( $result->get_data() !== '__realty_elements_raw__' ) {
				return $served;
			}
			echo $text; // phpcs:ignore WordPress.Security.EscapeOutput -- a JSON response body, served as application/json with nosniff.
			// The body is out: WordPress must send no header after it (our Cache-Control: no-store is sent).
			add_filter( 'rest_send_nocache_headers', '__return_false' );
			return true;
		},
		10,
		2
	);
	$response = new WP_REST_Response( '__realty_elements_raw__', wp_remote_retrieve_response_code( $upstream ) ?: 502 );
	$response->header( 'Content-Type', 'application/json; charset=utf-8' );
	$response->header( 'Cache-Control', 'no-store' );
	$response->header( 'X-Content-Type-Options', 'nosniff' );
	return $response;
}
