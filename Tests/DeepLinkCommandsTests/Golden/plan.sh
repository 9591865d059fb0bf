#!/usr/bin/env bash
# Device test plan for com.example.shop: every route's example, through every door, in every
# app state. After each step, check that the screen named appears, then press return.
set -uo pipefail
PAYLOADS="$(mktemp -d)"
trap 'rm -rf "$PAYLOADS"' EXIT
step() {
  echo
  echo "== $1"
  echo "   expect: $2"
  read -r -p "   press return for the next step " _ < /dev/tty || true
}
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

# 1. home: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '1/153 home: custom scheme, app foreground' 'home'

# 2. home: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '2/153 home: custom scheme, app background' 'home'

# 3. home: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://'
sleep 2
step '3/153 home: custom scheme, app closed' 'home'

# 4. home: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '4/153 home: universal link, app foreground' 'home'

# 5. home: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '5/153 home: universal link, app background' 'home'

# 6. home: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/'
sleep 2
step '6/153 home: universal link, app closed' 'home'

# 7. home: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '7/153 home: push, app foreground' 'home'

# 8. home: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '8/153 home: push, app background' 'home'

# 9. home: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-home.apns"
sleep 2
step '9/153 home: push, app closed' 'home'

# 10. product: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '10/153 product: custom scheme, app foreground' 'product'

# 11. product: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '11/153 product: custom scheme, app background' 'product'

# 12. product: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://product/42'
sleep 2
step '12/153 product: custom scheme, app closed' 'product'

# 13. product: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '13/153 product: universal link, app foreground' 'product'

# 14. product: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '14/153 product: universal link, app background' 'product'

# 15. product: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42'
sleep 2
step '15/153 product: universal link, app closed' 'product'

# 16. product: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '16/153 product: push, app foreground' 'product'

# 17. product: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '17/153 product: push, app background' 'product'

# 18. product: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product.apns"
sleep 2
step '18/153 product: push, app closed' 'product'

# 19. product-reviews: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '19/153 product-reviews: custom scheme, app foreground' 'product-reviews'

# 20. product-reviews: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '20/153 product-reviews: custom scheme, app background' 'product-reviews'

# 21. product-reviews: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://product/42/reviews/page/2'
sleep 2
step '21/153 product-reviews: custom scheme, app closed' 'product-reviews'

# 22. product-reviews: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '22/153 product-reviews: universal link, app foreground' 'product-reviews'

# 23. product-reviews: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '23/153 product-reviews: universal link, app background' 'product-reviews'

# 24. product-reviews: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/product/42/reviews/page/2'
sleep 2
step '24/153 product-reviews: universal link, app closed' 'product-reviews'

# 25. product-reviews: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '25/153 product-reviews: push, app foreground' 'product-reviews'

# 26. product-reviews: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '26/153 product-reviews: push, app background' 'product-reviews'

# 27. product-reviews: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-product-reviews.apns"
sleep 2
step '27/153 product-reviews: push, app closed' 'product-reviews'

# 28. category: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '28/153 category: custom scheme, app foreground' 'category'

# 29. category: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '29/153 category: custom scheme, app background' 'category'

# 30. category: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://category/red%20shoes'
sleep 2
step '30/153 category: custom scheme, app closed' 'category'

# 31. category: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '31/153 category: universal link, app foreground' 'category'

# 32. category: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '32/153 category: universal link, app background' 'category'

# 33. category: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/category/red%20shoes'
sleep 2
step '33/153 category: universal link, app closed' 'category'

# 34. category: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '34/153 category: push, app foreground' 'category'

# 35. category: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '35/153 category: push, app background' 'category'

# 36. category: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-category.apns"
sleep 2
step '36/153 category: push, app closed' 'category'

# 37. search: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '37/153 search: custom scheme, app foreground' 'search'

# 38. search: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '38/153 search: custom scheme, app background' 'search'

# 39. search: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://search/sale?q=red%20shoes&sort=price'
sleep 2
step '39/153 search: custom scheme, app closed' 'search'

# 40. search: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '40/153 search: universal link, app foreground' 'search'

# 41. search: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '41/153 search: universal link, app background' 'search'

# 42. search: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/search/sale?q=red%20shoes&sort=price'
sleep 2
step '42/153 search: universal link, app closed' 'search'

# 43. search: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '43/153 search: push, app foreground' 'search'

# 44. search: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '44/153 search: push, app background' 'search'

# 45. search: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-search.apns"
sleep 2
step '45/153 search: push, app closed' 'search'

# 46. orders: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '46/153 orders: custom scheme, app foreground' 'orders'

# 47. orders: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '47/153 orders: custom scheme, app background' 'orders'

# 48. orders: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://user/u123/orders/9001'
sleep 2
step '48/153 orders: custom scheme, app closed' 'orders'

# 49. orders: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '49/153 orders: universal link, app foreground' 'orders'

# 50. orders: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '50/153 orders: universal link, app background' 'orders'

# 51. orders: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/user/u123/orders/9001'
sleep 2
step '51/153 orders: universal link, app closed' 'orders'

# 52. orders: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '52/153 orders: push, app foreground' 'orders'

# 53. orders: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '53/153 orders: push, app background' 'orders'

# 54. orders: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-orders.apns"
sleep 2
step '54/153 orders: push, app closed' 'orders'

# 55. cart: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '55/153 cart: custom scheme, app foreground' 'cart'

# 56. cart: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '56/153 cart: custom scheme, app background' 'cart'

# 57. cart: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://cart'
sleep 2
step '57/153 cart: custom scheme, app closed' 'cart'

# 58. cart: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '58/153 cart: universal link, app foreground' 'cart'

# 59. cart: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '59/153 cart: universal link, app background' 'cart'

# 60. cart: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/cart'
sleep 2
step '60/153 cart: universal link, app closed' 'cart'

# 61. cart: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '61/153 cart: push, app foreground' 'cart'

# 62. cart: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '62/153 cart: push, app background' 'cart'

# 63. cart: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-cart.apns"
sleep 2
step '63/153 cart: push, app closed' 'cart'

# 64. checkout: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '64/153 checkout: custom scheme, app foreground' 'checkout'

# 65. checkout: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '65/153 checkout: custom scheme, app background' 'checkout'

# 66. checkout: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://checkout'
sleep 2
step '66/153 checkout: custom scheme, app closed' 'checkout'

# 67. checkout: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '67/153 checkout: push, app foreground' 'checkout'

# 68. checkout: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '68/153 checkout: push, app background' 'checkout'

# 69. checkout: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-checkout.apns"
sleep 2
step '69/153 checkout: push, app closed' 'checkout'

# 70. settings: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '70/153 settings: custom scheme, app foreground' 'settings'

# 71. settings: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '71/153 settings: custom scheme, app background' 'settings'

# 72. settings: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://settings/notifications'
sleep 2
step '72/153 settings: custom scheme, app closed' 'settings'

# 73. settings: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '73/153 settings: universal link, app foreground' 'settings'

# 74. settings: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '74/153 settings: universal link, app background' 'settings'

# 75. settings: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/notifications'
sleep 2
step '75/153 settings: universal link, app closed' 'settings'

# 76. settings: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '76/153 settings: push, app foreground' 'settings'

# 77. settings: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '77/153 settings: push, app background' 'settings'

# 78. settings: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-settings.apns"
sleep 2
step '78/153 settings: push, app closed' 'settings'

# 79. privacy: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '79/153 privacy: custom scheme, app foreground' 'privacy'

# 80. privacy: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '80/153 privacy: custom scheme, app background' 'privacy'

# 81. privacy: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://settings/privacy'
sleep 2
step '81/153 privacy: custom scheme, app closed' 'privacy'

# 82. privacy: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '82/153 privacy: universal link, app foreground' 'privacy'

# 83. privacy: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '83/153 privacy: universal link, app background' 'privacy'

# 84. privacy: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/settings/privacy'
sleep 2
step '84/153 privacy: universal link, app closed' 'privacy'

# 85. privacy: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '85/153 privacy: push, app foreground' 'privacy'

# 86. privacy: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '86/153 privacy: push, app background' 'privacy'

# 87. privacy: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-privacy.apns"
sleep 2
step '87/153 privacy: push, app closed' 'privacy'

# 88. promo: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '88/153 promo: custom scheme, app foreground' 'promo'

# 89. promo: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '89/153 promo: custom scheme, app background' 'promo'

# 90. promo: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://promo/SUMMER24?ref=push'
sleep 2
step '90/153 promo: custom scheme, app closed' 'promo'

# 91. promo: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '91/153 promo: universal link, app foreground' 'promo'

# 92. promo: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '92/153 promo: universal link, app background' 'promo'

# 93. promo: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/promo/SUMMER24?ref=push'
sleep 2
step '93/153 promo: universal link, app closed' 'promo'

# 94. promo: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '94/153 promo: push, app foreground' 'promo'

# 95. promo: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '95/153 promo: push, app background' 'promo'

# 96. promo: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-promo.apns"
sleep 2
step '96/153 promo: push, app closed' 'promo'

# 97. track: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '97/153 track: universal link, app foreground' 'track'

# 98. track: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '98/153 track: universal link, app background' 'track'

# 99. track: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF'
sleep 2
step '99/153 track: universal link, app closed' 'track'

# 100. track: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '100/153 track: push, app foreground' 'track'

# 101. track: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '101/153 track: push, app background' 'track'

# 102. track: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-track.apns"
sleep 2
step '102/153 track: push, app closed' 'track'

# 103. help: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '103/153 help: custom scheme, app foreground' 'help'

# 104. help: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '104/153 help: custom scheme, app background' 'help'

# 105. help: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://help/returns/how-to'
sleep 2
step '105/153 help: custom scheme, app closed' 'help'

# 106. help: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '106/153 help: universal link, app foreground' 'help'

# 107. help: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '107/153 help: universal link, app background' 'help'

# 108. help: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/help/returns/how-to'
sleep 2
step '108/153 help: universal link, app closed' 'help'

# 109. help: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '109/153 help: push, app foreground' 'help'

# 110. help: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '110/153 help: push, app background' 'help'

# 111. help: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-help.apns"
sleep 2
step '111/153 help: push, app closed' 'help'

# 112. album: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '112/153 album: custom scheme, app foreground' 'album'

# 113. album: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '113/153 album: custom scheme, app background' 'album'

# 114. album: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://photos/album?albumname=summer&index=3'
sleep 2
step '114/153 album: custom scheme, app closed' 'album'

# 115. album: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '115/153 album: universal link, app foreground' 'album'

# 116. album: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '116/153 album: universal link, app background' 'album'

# 117. album: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/photos/album?albumname=summer&index=3'
sleep 2
step '117/153 album: universal link, app closed' 'album'

# 118. album: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '118/153 album: push, app foreground' 'album'

# 119. album: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '119/153 album: push, app background' 'album'

# 120. album: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-album.apns"
sleep 2
step '120/153 album: push, app closed' 'album'

# 121. clothes: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '121/153 clothes: custom scheme, app foreground' 'clothes'

# 122. clothes: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '122/153 clothes: custom scheme, app background' 'clothes'

# 123. clothes: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://clothes'
sleep 2
step '123/153 clothes: custom scheme, app closed' 'clothes'

# 124. clothes: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '124/153 clothes: universal link, app foreground' 'clothes'

# 125. clothes: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '125/153 clothes: universal link, app background' 'clothes'

# 126. clothes: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/clothes'
sleep 2
step '126/153 clothes: universal link, app closed' 'clothes'

# 127. clothes: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '127/153 clothes: push, app foreground' 'clothes'

# 128. clothes: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '128/153 clothes: push, app background' 'clothes'

# 129. clothes: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-clothes.apns"
sleep 2
step '129/153 clothes: push, app closed' 'clothes'

# 130. screens: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '130/153 screens: custom scheme, app foreground' 'redScreen > greenScreen > blueScreen'

# 131. screens: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '131/153 screens: custom scheme, app background' 'redScreen > greenScreen > blueScreen'

# 132. screens: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '132/153 screens: custom scheme, app closed' 'redScreen > greenScreen > blueScreen'

# 133. screens: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '133/153 screens: universal link, app foreground' 'redScreen > greenScreen > blueScreen'

# 134. screens: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '134/153 screens: universal link, app background' 'redScreen > greenScreen > blueScreen'

# 135. screens: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/deeplink/redScreen/greenScreen/blueScreen'
sleep 2
step '135/153 screens: universal link, app closed' 'redScreen > greenScreen > blueScreen'

# 136. screens: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '136/153 screens: push, app foreground' 'redScreen > greenScreen > blueScreen'

# 137. screens: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '137/153 screens: push, app background' 'redScreen > greenScreen > blueScreen'

# 138. screens: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-screens.apns"
sleep 2
step '138/153 screens: push, app closed' 'redScreen > greenScreen > blueScreen'

# 139. web: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '139/153 web: custom scheme, app foreground' 'web'

# 140. web: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '140/153 web: custom scheme, app background' 'web'

# 141. web: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://web?url=https://help.example.com/faq'
sleep 2
step '141/153 web: custom scheme, app closed' 'web'

# 142. web: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '142/153 web: push, app foreground' 'web'

# 143. web: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '143/153 web: push, app background' 'web'

# 144. web: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-web.apns"
sleep 2
step '144/153 web: push, app closed' 'web'

# 145. call: custom scheme, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '145/153 call: custom scheme, app foreground' 'call'

# 146. call: custom scheme, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '146/153 call: custom scheme, app background' 'call'

# 147. call: custom scheme, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'shop://call/+123456789'
sleep 2
step '147/153 call: custom scheme, app closed' 'call'

# 148. call: universal link, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '148/153 call: universal link, app foreground' 'call'

# 149. call: universal link, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '149/153 call: universal link, app background' 'call'

# 150. call: universal link, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl openurl booted 'https://shop.example.com/call/+123456789'
sleep 2
step '150/153 call: universal link, app closed' 'call'

# 151. call: push, app foreground
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '151/153 call: push, app foreground' 'call'

# 152. call: push, app background
xcrun simctl launch booted com.example.shop
sleep 2
xcrun simctl openurl booted https://www.apple.com
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '152/153 call: push, app background' 'call'

# 153. call: push, app closed
xcrun simctl terminate booted com.example.shop || true
sleep 2
xcrun simctl push booted com.example.shop "$PAYLOADS/push-call.apns"
sleep 2
step '153/153 call: push, app closed' 'call'

