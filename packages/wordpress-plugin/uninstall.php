<?php
/**
 * Removes everything the plugin stored: its options, its cached API answers and its listing index.
 *
 * @package realty-elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'realty_elements_settings' );
delete_option( 'realty_elements_secret_key' );

global $wpdb;
// The cached answers (transients named realty_elements_*) and the listing index (its table of contents, its
// rows realty_elements_index_<generation>_<n>, its lock), which have no list of their own.
$wpdb->query(
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( '_transient_realty_elements_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_realty_elements_' ) . '%',
		$wpdb->esc_like( 'realty_elements_index' ) . '%'
	)
);
