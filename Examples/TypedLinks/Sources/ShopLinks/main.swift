import DeepLinking
import Foundation

// ShopLink is generated from deeplinks.json at build time. Add a route to the manifest without a
// case below and this switch no longer compiles.
@MainActor
func describe(_ link: ShopLink) -> String {
  switch link {
  case .home: "home"
  case .product(let id): "product \(id)"
  case .productReviews(let id, let page): "reviews of \(id), page \(page ?? 1)"
  case .category(let slug): "category \(slug)"
  case .search(let scope): "search in \(scope ?? "everything")"
  case .orders(let uid, let oid): "orders of \(uid)\(oid.map { ", order \($0)" } ?? "")"
  case .cart: "cart"
  case .checkout: "checkout"
  case .settings(let section): "settings \(section ?? "")"
  case .privacy: "privacy"
  case .promo(let code): "promo \(code)"
  case .track(let shipment): "track \(shipment)"
  case .help(let article): "help \(article)"
  case .album(let album, let index): "album \(album)\(index.map { " at \($0)" } ?? "")"
  case .clothes: "clothes"
  case .screens(let rest): "screens \(rest)"
  case .web: "web"
  case .call(let number): "call \(number)"
  case .faq(let section): "faq \(section ?? "")"
  case .compare(let first, let second): "compare \(first) with \(second)"
  }
}

guard let path = Bundle.module.path(forResource: "deeplinks", ofType: "json"),
  let manifest = try? RouteManifest(contentsOf: path)
else {
  print("deeplinks.json is missing from the bundle")
  exit(1)
}
let router = manifest.router
let pipeline = try DeepLinkPipeline(router: router)
var shown: [String] = []
try pipeline.handle(ShopLink.self) { link in
  shown.append(describe(link))
  return .handled
}
try await pipeline.setCondition("signedIn", met: true)
await pipeline.appDidBecomeActive()
let links: [ShopLink] = [
  .product(id: 42), .orders(uid: "u1", oid: "9"), .help(article: "returns/how-to"),
  .album(album: "summer", index: 3), .faq(section: "returns"), .compare(first: 42, second: 43),
]
for link in links {
  let url = try link.url(in: router)
  await pipeline.receive(url.absoluteString, door: .customScheme)
  print("\(url.absoluteString) -> \(shown.last ?? "nothing")")
}
guard shown == links.map(describe) else {
  print("delivered \(shown), expected \(links.map(describe))")
  exit(1)
}
