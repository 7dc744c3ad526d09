<?php
/**
 * Test stand-in for Rank Math (issue 15, real-WordPress CI step): registers the rank_math_* post
 * meta for the REST API and a rankmath/v1/updateMeta route shaped like the plugin's.
 */
add_action('init', function () {
    foreach (['rank_math_title', 'rank_math_description', 'rank_math_focus_keyword', 'rank_math_seo_score'] as $key) {
        register_post_meta('post', $key, [
            'type' => 'string',
            'single' => true,
            'show_in_rest' => true,
            'auth_callback' => function () { return current_user_can('edit_posts'); },
        ]);
    }
});
add_action('rest_api_init', function () {
    register_rest_route('rankmath/v1', '/updateMeta', [
        'methods' => 'POST',
        'permission_callback' => function ($request) {
            return current_user_can('edit_post', (int) $request['objectID']);
        },
        'callback' => function ($request) {
            $id = (int) $request['objectID'];
            $meta = (array) $request['meta'];
            foreach ($meta as $key => $value) {
                if (strpos($key, 'rank_math_') === 0) update_post_meta($id, $key, sanitize_text_field($value));
            }
            return ['slug' => get_post_field('post_name', $id), 'schemas' => []];
        },
    ]);
});
