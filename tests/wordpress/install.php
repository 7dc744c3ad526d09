<?php
// Installs WordPress into the configured database and prints KEY=VALUE lines for the shell.
$_SERVER['HTTP_HOST'] = getenv('WP_HOST');
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-config.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$url = getenv('WP_TEST_URL');
$result = wp_install('Blog thử nghiệm', 'bientap', 'bientap@example.com', true, '', wp_generate_password(24));
update_option('siteurl', $url);
update_option('home', $url);
update_option('permalink_structure', '/%postname%/');
flush_rewrite_rules(true);
wp_set_current_user($result['user_id']);
$cats = [];
foreach (['Vận tải & Logistics', 'Kho bãi', 'Tin tức'] as $name) {
    $term = wp_insert_term($name, 'category');
    $cats[] = is_wp_error($term) ? 0 : $term['term_id'];
}
[$password] = WP_Application_Passwords::create_new_application_password($result['user_id'], ['name' => 'ci']);
echo "WP_TEST_USER=bientap\n";
echo "WP_TEST_APP_PASSWORD=$password\n";
echo 'WP_TEST_CATEGORY_IDS=' . implode(',', $cats) . "\n";
