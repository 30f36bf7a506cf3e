<?php
/**
 * Settings → Realty Elements: API base, chatbot ID, session key, secret key, language, listings path.
 * Saved through the Settings API (its nonce and the manage_options check). The secret key has an option
 * of its own (not autoloaded; an array, which core's All Settings page does not print) and is never printed:
 * the field says whether one is set, and a new value replaces it or the box clears it.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

const REALTY_ELEMENTS_OPTION = 'realty_elements_settings';
const REALTY_ELEMENTS_SECRET_OPTION = 'realty_elements_secret_key';

/** The settings, each with its default. */
function realty_elements_settings() {
	$saved = get_option( REALTY_ELEMENTS_OPTION, [] );
	return wp_parse_args(
		is_array( $saved ) ? $saved : [],
		[
			'api_base'    => 'https://usapi.hottask.com',
			'chatbot'     => '',
			'session_key' => '',
			'language'    => '',
			'base'        => 'homes',
		]
	);
}

/** One setting. */
function realty_elements_setting( $name ) {
	$settings = realty_elements_settings();
	return isset( $settings[ $name ] ) ? (string) $settings[ $name ] : '';
}

/**
 * The secret key ('' when none is set). Only the server-side proxy reads it. It is kept as `[ 'key' => … ]`,
 * not as text: core's Settings → All Settings page (wp-admin/options.php) prints every option that is text,
 * and shows an array only as "SERIALIZED DATA". A key stored as text (0.1.0) is moved to the array on read.
 */
function realty_elements_secret_key() {
	$stored = get_option( REALTY_ELEMENTS_SECRET_OPTION, [] );
	if ( is_string( $stored ) ) {
		realty_elements_store_secret_key( $stored );
		return $stored;
	}
	return is_array( $stored ) && isset( $stored['key'] ) && is_string( $stored['key'] ) ? $stored['key'] : '';
}

/**
 * Stores the secret key (not autoloaded: only the proxy's requests read it), or deletes it when ''.
 *
 * @param string $key The key.
 */
function realty_elements_store_secret_key( $key ) {
	if ( '' === $key ) {
		delete_option( REALTY_ELEMENTS_SECRET_OPTION );
		return;
	}
	// delete + add rather than update: update_option keeps an existing option's autoload flag.
	delete_option( REALTY_ELEMENTS_SECRET_OPTION );
	add_option( REALTY_ELEMENTS_SECRET_OPTION, [ 'key' => $key ], '', 'no' );
}

// The upgrade from 0.1.0 (a key stored as text), before any wp-admin page (All Settings included) prints options.
add_action( 'admin_init', 'realty_elements_secret_key', 0 );

/** The API base without its trailing slash. */
function realty_elements_api_base() {
	return untrailingslashit( realty_elements_setting( 'api_base' ) );
}

/** The elements' language: the setting, else the site's locale (`es_ES`, `es_MX`… → es). */
function realty_elements_language() {
	$language = realty_elements_setting( 'language' );
	if ( 'en' === $language || 'es' === $language ) {
		return $language;
	}
	return 0 === strpos( determine_locale(), 'es' ) ? 'es' : 'en';
}

/** The listing pages' path segment, e.g. `homes`. */
function realty_elements_base() {
	$base = trim( realty_elements_setting( 'base' ), '/' );
	return '' === $base ? 'homes' : $base;
}

/**
 * Cleans submitted settings; a bad value keeps the saved one and says why (a settings error).
 *
 * @param mixed $input The submitted array.
 */
function realty_elements_sanitize_settings( $input ) {
	$saved = realty_elements_settings();
	$input = is_array( $input ) ? wp_unslash( $input ) : [];
	$out   = $saved;

	$api_base = isset( $input['api_base'] ) ? trim( (string) $input['api_base'] ) : '';
	// Not wp_http_validate_url: it refuses loopback and private addresses, where a local sandbox or an
	// internal API lives.
	$parts = wp_parse_url( $api_base );
	if ( is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) && in_array( strtolower( $parts['scheme'] ), [ 'http', 'https' ], true ) && ! isset( $parts['user'] ) && ! isset( $parts['query'] ) ) {
		$out['api_base'] = untrailingslashit( esc_url_raw( $api_base, [ 'http', 'https' ] ) );
	} else {
		add_settings_error( REALTY_ELEMENTS_OPTION, 'api_base', __( 'The API base must be an http or https address; the saved one was kept.', 'realty-elements' ) );
	}
	foreach ( [ 'chatbot', 'session_key' ] as $field ) {
		$value = isset( $input[ $field ] ) ? sanitize_text_field( (string) $input[ $field ] ) : '';
		if ( strlen( $value ) > realty_elements_limits()['text'] ) {
			add_settings_error( REALTY_ELEMENTS_OPTION, $field, __( 'A value was too long and was not saved.', 'realty-elements' ) );
			continue;
		}
		$out[ $field ] = $value;
	}
	$language        = isset( $input['language'] ) ? (string) $input['language'] : '';
	$out['language'] = in_array( $language, [ '', 'en', 'es' ], true ) ? $language : '';
	$base            = isset( $input['base'] ) ? sanitize_title( (string) $input['base'] ) : '';
	if ( '' === $base ) {
		add_settings_error( REALTY_ELEMENTS_OPTION, 'base', __( 'The listings path must have letters or digits; the saved one was kept.', 'realty-elements' ) );
	} else {
		$out['base'] = $base;
	}

	// The secret key: replaced by a new value, cleared by the box, else left as it is.
	$secret = isset( $input['secret_key'] ) ? trim( (string) $input['secret_key'] ) : '';
	if ( ! empty( $input['clear_secret_key'] ) ) {
		realty_elements_store_secret_key( '' );
	} elseif ( '' !== $secret ) {
		if ( preg_match( '/^[\x21-\x7e]{1,2000}$/', $secret ) ) {
			realty_elements_store_secret_key( $secret );
		} else {
			add_settings_error( REALTY_ELEMENTS_OPTION, 'secret_key', __( 'The secret key must be printable characters without spaces; the saved one was kept.', 'realty-elements' ) );
		}
	}
	if ( $out['base'] !== $saved['base'] ) {
		// The listing pages move: rebuild the rules on the next request, which adds the new path.
		add_action( 'shutdown', 'realty_elements_schedule_flush' );
	}
	return $out;
}

/** Marks the rewrite rules for a rebuild (done at the next init, after our rules are added). */
function realty_elements_schedule_flush() {
	update_option( 'realty_elements_flush', 1, true );
}

add_action(
	'admin_init',
	function () {
		register_setting(
			'realty_elements',
			REALTY_ELEMENTS_OPTION,
			[
				'type'              => 'array',
				'sanitize_callback' => 'realty_elements_sanitize_settings',
				'show_in_rest'      => false,
			]
		);
		add_settings_section( 'realty_elements_api', __( 'Chatbot platform', 'realty-elements' ), '__return_false', 'realty-elements' );
		add_settings_section( 'realty_elements_site', __( 'On this site', 'realty-elements' ), '__return_false', 'realty-elements' );
		$fields = [
			'api_base'    => [ __( 'API base', 'realty-elements' ), 'realty_elements_api' ],
			'chatbot'     => [ __( 'Chatbot ID', 'realty-elements' ), 'realty_elements_api' ],
			'session_key' => [ __( 'Session key', 'realty-elements' ), 'realty_elements_api' ],
			'secret_key'  => [ __( 'Secret key', 'realty-elements' ), 'realty_elements_api' ],
			'language'    => [ __( 'Language', 'realty-elements' ), 'realty_elements_site' ],
			'base'        => [ __( 'Listings path', 'realty-elements' ), 'realty_elements_site' ],
		];
		foreach ( $fields as $name => list( $label, $section ) ) {
			add_settings_field(
				"realty_elements_$name",
				$label,
				'realty_elements_field',
				'realty-elements',
				$section,
				[
					'name'      => $name,
					'label_for' => "realty_elements_$name",
				]
			);
		}
	}
);

/**
 * Prints one field.
 *
 * @param array $args `name`.
 */
function realty_elements_field( $args ) {
	$name = $args['name'];
	$id   = "realty_elements_$name";
	$attr = REALTY_ELEMENTS_OPTION . "[$name]";
	switch ( $name ) {
		case 'secret_key':
			$set = '' !== realty_elements_secret_key();
			printf(
				'<input type="password" id="%1$s" name="%2$s" value="" class="regular-text" autocomplete="new-password" aria-describedby="%1$s-state"> ',
				esc_attr( $id ),
				esc_attr( $attr )
			);
			printf(
				'<p class="description" id="%s-state">%s</p>',
				esc_attr( $id ),
				esc_html(
					$set
						? __( 'A secret key is set. It is never shown: type a new one to replace it.', 'realty-elements' )
						: __( 'No secret key is set: the back office pages cannot save until one is.', 'realty-elements' )
				)
			);
			if ( $set ) {
				printf(
					'<p><label><input type="checkbox" name="%s" value="1"> %s</label></p>',
					esc_attr( REALTY_ELEMENTS_OPTION . '[clear_secret_key]' ),
					esc_html__( 'Clear the secret key', 'realty-elements' )
				);
			}
			return;
		case 'language':
			$value   = realty_elements_setting( 'language' );
			$choices = [
				''   => __( "The site's language", 'realty-elements' ),
				'en' => __( 'English', 'realty-elements' ),
				'es' => __( 'Spanish', 'realty-elements' ),
			];
			printf( '<select id="%s" name="%s">', esc_attr( $id ), esc_attr( $attr ) );
			foreach ( $choices as $code => $label ) {
				printf( '<option value="%s"%s>%s</option>', esc_attr( $code ), selected( $value, $code, false ), esc_html( $label ) );
			}
			echo '</select>';
			return;
		default:
			$type = 'api_base' === $name ? 'url' : 'text';
			printf(
				'<input type="%s" id="%s" name="%s" value="%s" class="regular-text">',
				esc_attr( $type ),
				esc_attr( $id ),
				esc_attr( $attr ),
				esc_attr( realty_elements_setting( $name ) )
			);
			if ( 'base' === $name ) {
				printf(
					'<p class="description">%s</p>',
					esc_html(
						sprintf(
							/* translators: %s: an example address of a listing page. */
							__( 'Listing pages live at %s.', 'realty-elements' ),
							home_url( '/' . realty_elements_base() . '/123-austin-100-main-st/' )
						)
					)
				);
			}
	}
}

add_action(
	'admin_menu',
	function () {
		add_options_page(
			__( 'Realty Elements', 'realty-elements' ),
			__( 'Realty Elements', 'realty-elements' ),
			'manage_options',
			'realty-elements',
			'realty_elements_settings_page'
		);
	}
);

/** Settings → Realty Elements. */
function realty_elements_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to change these settings.', 'realty-elements' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	if ( ! get_option( 'permalink_structure' ) ) {
		echo '<div class="notice notice-warning"><p>' . esc_html__( 'Listing pages and the back office need pretty permalinks: choose any structure but "Plain" in Settings → Permalinks.', 'realty-elements' ) . '</p></div>';
	}
	echo '<form action="options.php" method="post">';
	settings_fields( 'realty_elements' );
	do_settings_sections( 'realty-elements' );
	submit_button();
	echo '</form></div>';
}
