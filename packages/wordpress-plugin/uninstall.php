<?php
/**
 * Removes everything the plugin stored: its options and its cached API answers.
 *
 * @package realty-elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'realty_elements_settings' );
delete_option( 'realty_elements_secret_key' );

global $wpdb;
// The cached answers (transients named realty_elements_*), which have no list of their own.
$wpdb->query(
	$wpdb->prepare(
		"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
		$wpdb->esc_like( '_transient_realty_elements_' ) . '%',
		$wpdb->esc_like( '_transient_timeout_realty_elements_' ) . '%'
	)
);
