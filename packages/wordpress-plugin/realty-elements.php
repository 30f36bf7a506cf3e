<?php
/**
 * Plugin Name:       Realty Elements
 * Plugin URI:        https://github.com/realty-elements/realty-elements
 * Description:       Property search for your site (a block and shortcodes), a page per listing in your theme and sitemap, and the chatbot back office (listings, chatbot settings, knowledge) in wp-admin. The secret key stays on the server.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            realty-elements contributors
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       realty-elements
 * Domain Path:       /languages
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

define( 'REALTY_ELEMENTS_VERSION', '0.1.0' );
define( 'REALTY_ELEMENTS_FILE', __FILE__ );
define( 'REALTY_ELEMENTS_DIR', __DIR__ );

require_once __DIR__ . '/includes/operations.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/listings.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/proxy.php';
require_once __DIR__ . '/includes/front.php';
require_once __DIR__ . '/includes/pages.php';
require_once __DIR__ . '/includes/admin.php';

add_action(
	'init',
	function () {
		load_plugin_textdomain( 'realty-elements', false, dirname( plugin_basename( REALTY_ELEMENTS_FILE ) ) . '/languages' );
	},
	0
);

register_activation_hook(
	__FILE__,
	function () {
		realty_elements_add_rewrite_rules();
		flush_rewrite_rules( false );
	}
);

register_deactivation_hook(
	__FILE__,
	function () {
		// Our rules were added at init of this very request: take them out before the rules are rebuilt.
		global $wp_rewrite;
		foreach ( array_keys( realty_elements_rewrite_rules() ) as $pattern ) {
			unset( $wp_rewrite->extra_rules_top[ $pattern ] );
		}
		flush_rewrite_rules( false );
	}
);
