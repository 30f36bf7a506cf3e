<?php
/**
 * The back office in wp-admin: Listings (<listing-manager>, CSV import and export included), Chatbot
 * (<chatbot-settings>) and Knowledge (<knowledge-editor>), each talking to this site's REST proxy, which
 * holds the secret key. admin/rest-nonce.js adds the REST nonce to the elements' requests to it.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** The admin pages: slug → [ menu title, page title, element, bundle, dashicon, position ]. */
function realty_elements_admin_pages() {
	return [
		'realty-elements-listings'  => [ __( 'Listings', 'realty-elements' ), __( 'Listings', 'realty-elements' ), 'listing-manager', 'dashicons-admin-home', 26 ],
		'realty-elements-chatbot'   => [ __( 'Chatbot', 'realty-elements' ), __( 'Chatbot', 'realty-elements' ), 'chatbot-settings', 'dashicons-format-chat', 27 ],
		'realty-elements-knowledge' => [ __( 'Knowledge', 'realty-elements' ), __( 'Knowledge', 'realty-elements' ), 'knowledge-editor', 'dashicons-book', 28 ],
	];
}

add_action(
	'admin_menu',
	function () {
		foreach ( realty_elements_admin_pages() as $slug => list( $menu, $title, $element, $icon, $position ) ) {
			$hook = add_menu_page( $title, $menu, 'manage_options', $slug, 'realty_elements_admin_page', $icon, $position );
			add_action(
				"load-$hook",
				function () use ( $element ) {
					add_action( 'admin_enqueue_scripts', fn() => realty_elements_admin_scripts( $element ) );
				}
			);
		}
	}
);

/** The element's bundle (a module) and, before it, the nonce script. */
function realty_elements_admin_scripts( $element ) {
	wp_enqueue_script( 'realty-elements-nonce', plugins_url( 'admin/rest-nonce.js', REALTY_ELEMENTS_FILE ), [], REALTY_ELEMENTS_VERSION, false );
	wp_localize_script(
		'realty-elements-nonce',
		'realtyElementsRest',
		[
			'base'  => realty_elements_rest_base() . '/',
			'nonce' => wp_create_nonce( 'wp_rest' ),
		]
	);
	wp_enqueue_script( "realty-elements-admin-$element", plugins_url( "assets/cdn/$element.js", REALTY_ELEMENTS_FILE ), [ 'realty-elements-nonce' ], REALTY_ELEMENTS_VERSION, true );
}

/** One back-office page: the element, or what is missing before it can work. */
function realty_elements_admin_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to use the back office.', 'realty-elements' ), 403 );
	}
	$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- which page to show.
	$row  = realty_elements_admin_pages()[ $page ] ?? null;
	if ( null === $row ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( $row[1] ) . '</h1>';
	$missing = [];
	if ( '' === realty_elements_setting( 'chatbot' ) ) {
		$missing[] = __( 'the chatbot ID', 'realty-elements' );
	}
	if ( '' === realty_elements_secret_key() ) {
		$missing[] = __( 'the secret key', 'realty-elements' );
	}
	if ( [] !== $missing ) {
		printf(
			'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
			/* translators: %s: what is missing, e.g. "the secret key". */
			esc_html( sprintf( __( 'Set %s first:', 'realty-elements' ), implode( ', ', $missing ) ) ),
			esc_url( admin_url( 'options-general.php?page=realty-elements' ) ),
			esc_html__( 'Settings → Realty Elements', 'realty-elements' )
		);
	}
	printf(
		'<%1$s serial-number="%2$s" api-base="%3$s" lang="%4$s"></%1$s></div>',
		tag_escape( $row[2] ),
		esc_attr( realty_elements_setting( 'chatbot' ) ),
		esc_attr( realty_elements_rest_base() ),
		esc_attr( realty_elements_language() )
	);
}
