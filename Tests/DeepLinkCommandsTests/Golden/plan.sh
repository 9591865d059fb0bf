#!/usr/bin/env bash
# Device test plan for com.example.shop: every route's example, through every door, in every
# app state. After each step, check that the screen named appears, then press return.
set -uo pipefail
PAYLOADS="$(mktemp -d)"
trap 'rm -rf "$PAYLOADS"' EXIT
step() {
  echo
  echo "== $1"
  if [ -n "${3:-}" ]; then echo "   then: $3"; fi
  echo "   expect: $2"
  read -r -p "   press return for the next step " _ < /dev/tty || true
}
first() {
  echo
  echo "-- before the next step, $1"
  read -r -p "   press return when it is done " _ < /dev/tty || true
}
# A push step ends with a tap on the notification. In the foreground the system shows it only if the app asks it to (its notification center delegate's willPresent; DeepLinkNotificationDelegate passes that on to the delegate installed before it, and shows nothing without one): then there is nothing to tap, and no screen opens.
cat > "$PAYLOADS/push-home.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: home",
      "body": "Open shop://"
    }
  },
  "link": "shop://"
}
JSON
cat > "$PAYLOADS/push-product.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: product",
      "body": "Open shop://product/42"
    }
  },
  "link": "shop://product/42"
}
JSON
cat > "$PAYLOADS/push-product-reviews.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: product-reviews",
      "body": "Open shop://product/42/reviews/page/2"
    }
  },
  "link": "shop://product/42/reviews/page/2"
}
JSON
cat > "$PAYLOADS/push-category.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: category",
      "body": "Open shop://category/red%20shoes"
    }
  },
  "link": "shop://category/red%20shoes"
}
JSON
cat > "$PAYLOADS/push-search.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: search",
      "body": "Open shop://search/sale?q=red%20shoes&sort=price"
    }
  },
  "link": "shop://search/sale?q=red%20shoes&sort=price"
}
JSON
cat > "$PAYLOADS/push-orders.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: orders",
      "body": "Open shop://user/u123/orders/9001"
    }
  },
  "link": "shop://user/u123/orders/9001"
}
JSON
cat > "$PAYLOADS/push-cart.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: cart",
      "body": "Open shop://cart"
    }
  },
  "link": "shop://cart"
}
JSON
cat > "$PAYLOADS/push-checkout.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: checkout",
      "body": "Open shop://checkout"
    }
  },
  "link": "shop://checkout"
}
JSON
cat > "$PAYLOADS/push-settings.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: settings",
      "body": "Open shop://settings/notifications"
    }
  },
  "link": "shop://settings/notifications"
}
JSON
cat > "$PAYLOADS/push-privacy.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: privacy",
      "body": "Open shop://settings/privacy"
    }
  },
  "link": "shop://settings/privacy"
}
JSON
cat > "$PAYLOADS/push-promo.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: promo",
      "body": "Open shop://promo/SUMMER24?ref=push"
    }
  },
  "link": "shop://promo/SUMMER24?ref=push"
}
JSON
cat > "$PAYLOADS/push-track.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: track",
      "body": "Open https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF"
    }
  },
  "link": "https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF"
}
JSON
cat > "$PAYLOADS/push-help.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: help",
      "body": "Open shop://help/returns/how-to"
    }
  },
  "link": "shop://help/returns/how-to"
}
JSON
cat > "$PAYLOADS/push-album.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: album",
      "body": "Open shop://photos/album?albumname=summer&index=3"
    }
  },
  "link": "shop://photos/album?albumname=summer&index=3"
}
JSON
cat > "$PAYLOADS/push-clothes.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: clothes",
      "body": "Open shop://clothes"
    }
  },
  "link": "shop://clothes"
}
JSON
cat > "$PAYLOADS/push-screens.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: screens",
      "body": "Open shop://deeplink/redScreen/greenScreen/blueScreen"
    }
  },
  "link": "shop://deeplink/redScreen/greenScreen/blueScreen"
}
JSON
cat > "$PAYLOADS/push-web.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: web",
      "body": "Open shop://web?url=https://help.example.com/faq"
    }
  },
  "link": "shop://web?url=https://help.example.com/faq"
}
JSON
cat > "$PAYLOADS/push-call.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: call",
      "body": "Open shop://call/+123456789"
    }
  },
  "link": "shop://call/+123456789"
}
JSON
cat > "$PAYLOADS/push-faq.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: faq",
      "body": "Open shop://faq#returns"
    }
  },
  "link": "shop://faq#returns"
}
JSON
cat > "$PAYLOADS/push-compare.apns" <<'JSON'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {
    "alert": {
      "title": "Test: compare",
      "body": "Open shop://compare/42-vs-43"
    }
  },
  "link": "shop://compare/42-vs-43"
}
JSON

# 1. home: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '1/171 home: custom scheme, app foreground' 'home'

# 2. home: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '2/171 home: custom scheme, app background' 'home'

# 3. home: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '3/171 home: custom scheme, app closed' 'home'

# 4. home: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '4/171 home: universal link, app foreground' 'home'

# 5. home: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '5/171 home: universal link, app background' 'home'

# 6. home: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '6/171 home: universal link, app closed' 'home'

# 7. home: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '7/171 home: push, app foreground' 'home' 'tap the notification'

# 8. home: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '8/171 home: push, app background' 'home' 'tap the notification'

# 9. home: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '9/171 home: push, app closed' 'home' 'tap the notification'

# 10. product: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '10/171 product: custom scheme, app foreground' 'product'

# 11. product: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '11/171 product: custom scheme, app background' 'product'

# 12. product: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '12/171 product: custom scheme, app closed' 'product'

# 13. product: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '13/171 product: universal link, app foreground' 'product'

# 14. product: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '14/171 product: universal link, app background' 'product'

# 15. product: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '15/171 product: universal link, app closed' 'product'

# 16. product: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '16/171 product: push, app foreground' 'product' 'tap the notification'

# 17. product: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '17/171 product: push, app background' 'product' 'tap the notification'

# 18. product: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '18/171 product: push, app closed' 'product' 'tap the notification'

# 19. product-reviews: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '19/171 product-reviews: custom scheme, app foreground' 'product-reviews'

# 20. product-reviews: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '20/171 product-reviews: custom scheme, app background' 'product-reviews'

# 21. product-reviews: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '21/171 product-reviews: custom scheme, app closed' 'product-reviews'

# 22. product-reviews: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '22/171 product-reviews: universal link, app foreground' 'product-reviews'

# 23. product-reviews: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '23/171 product-reviews: universal link, app background' 'product-reviews'

# 24. product-reviews: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '24/171 product-reviews: universal link, app closed' 'product-reviews'

# 25. product-reviews: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '25/171 product-reviews: push, app foreground' 'product-reviews' 'tap the notification'

# 26. product-reviews: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '26/171 product-reviews: push, app background' 'product-reviews' 'tap the notification'

# 27. product-reviews: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '27/171 product-reviews: push, app closed' 'product-reviews' 'tap the notification'

# 28. category: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '28/171 category: custom scheme, app foreground' 'category'

# 29. category: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '29/171 category: custom scheme, app background' 'category'

# 30. category: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '30/171 category: custom scheme, app closed' 'category'

# 31. category: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '31/171 category: universal link, app foreground' 'category'

# 32. category: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '32/171 category: universal link, app background' 'category'

# 33. category: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '33/171 category: universal link, app closed' 'category'

# 34. category: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '34/171 category: push, app foreground' 'category' 'tap the notification'

# 35. category: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '35/171 category: push, app background' 'category' 'tap the notification'

# 36. category: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '36/171 category: push, app closed' 'category' 'tap the notification'

# 37. search: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '37/171 search: custom scheme, app foreground' 'search'

# 38. search: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '38/171 search: custom scheme, app background' 'search'

# 39. search: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '39/171 search: custom scheme, app closed' 'search'

# 40. search: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '40/171 search: universal link, app foreground' 'search'

# 41. search: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '41/171 search: universal link, app background' 'search'

# 42. search: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '42/171 search: universal link, app closed' 'search'

# 43. search: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '43/171 search: push, app foreground' 'search' 'tap the notification'

# 44. search: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '44/171 search: push, app background' 'search' 'tap the notification'

# 45. search: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '45/171 search: push, app closed' 'search' 'tap the notification'

# 46. orders: custom scheme, app foreground
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '46/171 orders: custom scheme, app foreground' 'orders'

# 47. orders: custom scheme, app background
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '47/171 orders: custom scheme, app background' 'orders'

# 48. orders: custom scheme, app closed
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '48/171 orders: custom scheme, app closed' 'orders'

# 49. orders: universal link, app foreground
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '49/171 orders: universal link, app foreground' 'orders'

# 50. orders: universal link, app background
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '50/171 orders: universal link, app background' 'orders'

# 51. orders: universal link, app closed
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '51/171 orders: universal link, app closed' 'orders'

# 52. orders: push, app foreground
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '52/171 orders: push, app foreground' 'orders' 'tap the notification'

# 53. orders: push, app background
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '53/171 orders: push, app background' 'orders' 'tap the notification'

# 54. orders: push, app closed
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '54/171 orders: push, app closed' 'orders' 'tap the notification'

# 55. cart: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '55/171 cart: custom scheme, app foreground' 'cart'

# 56. cart: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '56/171 cart: custom scheme, app background' 'cart'

# 57. cart: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '57/171 cart: custom scheme, app closed' 'cart'

# 58. cart: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '58/171 cart: universal link, app foreground' 'cart'

# 59. cart: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '59/171 cart: universal link, app background' 'cart'

# 60. cart: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '60/171 cart: universal link, app closed' 'cart'

# 61. cart: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '61/171 cart: push, app foreground' 'cart' 'tap the notification'

# 62. cart: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '62/171 cart: push, app background' 'cart' 'tap the notification'

# 63. cart: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '63/171 cart: push, app closed' 'cart' 'tap the notification'

# 64. checkout: custom scheme, app foreground
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '64/171 checkout: custom scheme, app foreground' 'checkout'

# 65. checkout: custom scheme, app background
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '65/171 checkout: custom scheme, app background' 'checkout'

# 66. checkout: custom scheme, app closed
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '66/171 checkout: custom scheme, app closed' 'checkout'

# 67. checkout: push, app foreground
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '67/171 checkout: push, app foreground' 'checkout' 'tap the notification'

# 68. checkout: push, app background
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '68/171 checkout: push, app background' 'checkout' 'tap the notification'

# 69. checkout: push, app closed
first 'meet signedIn: the route waits for it, and shows no screen until it is met'
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '69/171 checkout: push, app closed' 'checkout' 'tap the notification'

# 70. settings: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '70/171 settings: custom scheme, app foreground' 'settings'

# 71. settings: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '71/171 settings: custom scheme, app background' 'settings'

# 72. settings: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '72/171 settings: custom scheme, app closed' 'settings'

# 73. settings: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '73/171 settings: universal link, app foreground' 'settings'

# 74. settings: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '74/171 settings: universal link, app background' 'settings'

# 75. settings: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '75/171 settings: universal link, app closed' 'settings'

# 76. settings: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '76/171 settings: push, app foreground' 'settings' 'tap the notification'

# 77. settings: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '77/171 settings: push, app background' 'settings' 'tap the notification'

# 78. settings: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '78/171 settings: push, app closed' 'settings' 'tap the notification'

# 79. privacy: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '79/171 privacy: custom scheme, app foreground' 'privacy'

# 80. privacy: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '80/171 privacy: custom scheme, app background' 'privacy'

# 81. privacy: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '81/171 privacy: custom scheme, app closed' 'privacy'

# 82. privacy: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '82/171 privacy: universal link, app foreground' 'privacy'

# 83. privacy: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '83/171 privacy: universal link, app background' 'privacy'

# 84. privacy: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '84/171 privacy: universal link, app closed' 'privacy'

# 85. privacy: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '85/171 privacy: push, app foreground' 'privacy' 'tap the notification'

# 86. privacy: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '86/171 privacy: push, app background' 'privacy' 'tap the notification'

# 87. privacy: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '87/171 privacy: push, app closed' 'privacy' 'tap the notification'

# 88. promo: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '88/171 promo: custom scheme, app foreground' 'promo'

# 89. promo: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '89/171 promo: custom scheme, app background' 'promo'

# 90. promo: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '90/171 promo: custom scheme, app closed' 'promo'

# 91. promo: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '91/171 promo: universal link, app foreground' 'promo'

# 92. promo: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '92/171 promo: universal link, app background' 'promo'

# 93. promo: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '93/171 promo: universal link, app closed' 'promo'

# 94. promo: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '94/171 promo: push, app foreground' 'promo' 'tap the notification'

# 95. promo: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '95/171 promo: push, app background' 'promo' 'tap the notification'

# 96. promo: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '96/171 promo: push, app closed' 'promo' 'tap the notification'

# 97. track: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '97/171 track: universal link, app foreground' 'track'

# 98. track: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '98/171 track: universal link, app background' 'track'

# 99. track: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '99/171 track: universal link, app closed' 'track'

# 100. track: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '100/171 track: push, app foreground' 'track' 'tap the notification'

# 101. track: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '101/171 track: push, app background' 'track' 'tap the notification'

# 102. track: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '102/171 track: push, app closed' 'track' 'tap the notification'

# 103. help: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '103/171 help: custom scheme, app foreground' 'help'

# 104. help: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '104/171 help: custom scheme, app background' 'help'

# 105. help: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '105/171 help: custom scheme, app closed' 'help'

# 106. help: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '106/171 help: universal link, app foreground' 'help'

# 107. help: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '107/171 help: universal link, app background' 'help'

# 108. help: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '108/171 help: universal link, app closed' 'help'

# 109. help: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '109/171 help: push, app foreground' 'help' 'tap the notification'

# 110. help: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '110/171 help: push, app background' 'help' 'tap the notification'

# 111. help: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '111/171 help: push, app closed' 'help' 'tap the notification'

# 112. album: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '112/171 album: custom scheme, app foreground' 'album'

# 113. album: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '113/171 album: custom scheme, app background' 'album'

# 114. album: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '114/171 album: custom scheme, app closed' 'album'

# 115. album: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '115/171 album: universal link, app foreground' 'album'

# 116. album: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '116/171 album: universal link, app background' 'album'

# 117. album: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '117/171 album: universal link, app closed' 'album'

# 118. album: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '118/171 album: push, app foreground' 'album' 'tap the notification'

# 119. album: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '119/171 album: push, app background' 'album' 'tap the notification'

# 120. album: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '120/171 album: push, app closed' 'album' 'tap the notification'

# 121. clothes: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '121/171 clothes: custom scheme, app foreground' 'clothes'

# 122. clothes: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '122/171 clothes: custom scheme, app background' 'clothes'

# 123. clothes: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '123/171 clothes: custom scheme, app closed' 'clothes'

# 124. clothes: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '124/171 clothes: universal link, app foreground' 'clothes'

# 125. clothes: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '125/171 clothes: universal link, app background' 'clothes'

# 126. clothes: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '126/171 clothes: universal link, app closed' 'clothes'

# 127. clothes: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '127/171 clothes: push, app foreground' 'clothes' 'tap the notification'

# 128. clothes: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '128/171 clothes: push, app background' 'clothes' 'tap the notification'

# 129. clothes: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '129/171 clothes: push, app closed' 'clothes' 'tap the notification'

# 130. screens: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '130/171 screens: custom scheme, app foreground' 'redScreen > greenScreen > blueScreen'

# 131. screens: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '131/171 screens: custom scheme, app background' 'redScreen > greenScreen > blueScreen'

# 132. screens: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '132/171 screens: custom scheme, app closed' 'redScreen > greenScreen > blueScreen'

# 133. screens: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '133/171 screens: universal link, app foreground' 'redScreen > greenScreen > blueScreen'

# 134. screens: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '134/171 screens: universal link, app background' 'redScreen > greenScreen > blueScreen'

# 135. screens: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '135/171 screens: universal link, app closed' 'redScreen > greenScreen > blueScreen'

# 136. screens: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '136/171 screens: push, app foreground' 'redScreen > greenScreen > blueScreen' 'tap the notification'

# 137. screens: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '137/171 screens: push, app background' 'redScreen > greenScreen > blueScreen' 'tap the notification'

# 138. screens: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '138/171 screens: push, app closed' 'redScreen > greenScreen > blueScreen' 'tap the notification'

# 139. web: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '139/171 web: custom scheme, app foreground' 'web'

# 140. web: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '140/171 web: custom scheme, app background' 'web'

# 141. web: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '141/171 web: custom scheme, app closed' 'web'

# 142. web: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '142/171 web: push, app foreground' 'web' 'tap the notification'

# 143. web: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '143/171 web: push, app background' 'web' 'tap the notification'

# 144. web: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '144/171 web: push, app closed' 'web' 'tap the notification'

# 145. call: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '145/171 call: custom scheme, app foreground' 'call'

# 146. call: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '146/171 call: custom scheme, app background' 'call'

# 147. call: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '147/171 call: custom scheme, app closed' 'call'

# 148. call: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '148/171 call: universal link, app foreground' 'call'

# 149. call: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '149/171 call: universal link, app background' 'call'

# 150. call: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '150/171 call: universal link, app closed' 'call'

# 151. call: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '151/171 call: push, app foreground' 'call' 'tap the notification'

# 152. call: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '152/171 call: push, app background' 'call' 'tap the notification'

# 153. call: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '153/171 call: push, app closed' 'call' 'tap the notification'

# 154. faq: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://faq#returns'
sleep 2
step '154/171 faq: custom scheme, app foreground' 'faq'

# 155. faq: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://faq#returns'
sleep 2
step '155/171 faq: custom scheme, app background' 'faq'

# 156. faq: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://faq#returns'
sleep 2
step '156/171 faq: custom scheme, app closed' 'faq'

# 157. faq: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/faq#returns'
sleep 2
step '157/171 faq: universal link, app foreground' 'faq'

# 158. faq: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/faq#returns'
sleep 2
step '158/171 faq: universal link, app background' 'faq'

# 159. faq: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/faq#returns'
sleep 2
step '159/171 faq: universal link, app closed' 'faq'

# 160. faq: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-faq.apns"
sleep 2
step '160/171 faq: push, app foreground' 'faq' 'tap the notification'

# 161. faq: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-faq.apns"
sleep 2
step '161/171 faq: push, app background' 'faq' 'tap the notification'

# 162. faq: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-faq.apns"
sleep 2
step '162/171 faq: push, app closed' 'faq' 'tap the notification'

# 163. compare: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://compare/42-vs-43'
sleep 2
step '163/171 compare: custom scheme, app foreground' 'compare'

# 164. compare: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://compare/42-vs-43'
sleep 2
step '164/171 compare: custom scheme, app background' 'compare'

# 165. compare: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://compare/42-vs-43'
sleep 2
step '165/171 compare: custom scheme, app closed' 'compare'

# 166. compare: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/compare/42-vs-43'
sleep 2
step '166/171 compare: universal link, app foreground' 'compare'

# 167. compare: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/compare/42-vs-43'
sleep 2
step '167/171 compare: universal link, app background' 'compare'

# 168. compare: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/compare/42-vs-43'
sleep 2
step '168/171 compare: universal link, app closed' 'compare'

# 169. compare: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-compare.apns"
sleep 2
step '169/171 compare: push, app foreground' 'compare' 'tap the notification'

# 170. compare: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-compare.apns"
sleep 2
step '170/171 compare: push, app background' 'compare' 'tap the notification'

# 171. compare: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-compare.apns"
sleep 2
step '171/171 compare: push, app closed' 'compare' 'tap the notification'

