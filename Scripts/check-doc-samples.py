#!/usr/bin/env python3
"""Compiles every Swift code sample of the README and the DocC articles.

Each ```swift block is preceded by a marker naming where it compiles and what it uses from
outside itself:

    <!-- sample: ios, uses: Links makeScreen -->

Contexts: `core` (DeepLinking), `testing` (DeepLinking, DeepLinkingTesting, Swift Testing),
`ios` and `macos` (DeepLinkingUI against the stub SDK of that flavour, built by
Scripts/check-adapters.sh), `package` (targets of a Package.swift, against the toolchain's
PackageDescription; checked with `core`). Each block is compiled on its own, with a small prelude that
declares only the names it lists, in Swift 6 mode; a block with top-level statements is
compiled as a main file. A block without a marker is an error.

Doc comments of the runtime, testing and adapter modules' sources are read too: a ```swift
block there is compiled when its marker (`/// <!-- sample: core -->`) is given, so that the
samples Xcode shows beside the API keep compiling.

Usage: check-doc-samples.py CONTEXT MODULE_DIR... [-D FLAG...]
"""
import glob, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = [os.path.join(ROOT, "README.md")] + sorted(
    glob.glob(os.path.join(ROOT, "Sources", "*", "Documentation.docc", "*.md")))

PRELUDES = {
    "manifestPath": 'let manifestPath = "deeplinks.json"',
    "url": 'let url = "shop://product/42"',
    "router": "nonisolated(unsafe) var router: Router! = nil",
    "pipeline": "@MainActor var pipeline: DeepLinkPipeline! = nil",
    "userInfo": "nonisolated(unsafe) var userInfo: [AnyHashable: Any] = [:]",
    "action": "let action: String? = nil",
    "text": 'let text = "{}"',
    "manifest": "nonisolated(unsafe) var manifest: RouteManifest! = nil",
    "Links": """@MainActor enum Links {
  static let pipeline: DeepLinkPipeline = {
    guard let router = try? Router(schemes: ["shop"], routes: []),
      let pipeline = try? DeepLinkPipeline(router: router)
    else { fatalError() }
    return pipeline
  }()
}""",
    "MacLinks": """@MainActor enum MacLinks {
  static let pipeline: DeepLinkPipeline = {
    guard let router = try? Router(schemes: ["shop"], routes: []),
      let pipeline = try? DeepLinkPipeline(router: router)
    else { fatalError() }
    return pipeline
  }()
}""",
    "ContentView": "struct ContentView: View { var body: some View { EmptyView() } }",
    "AppDelegate": "final class AppDelegate: NSObject, UIApplicationDelegate {}",
    "makeScreen": "@MainActor func makeScreen(for destination: Destination) -> UIViewController? { nil }",
    "ProductLink": "struct ProductLink: Decodable { let id: Int }",
    "ProductScreen": "@MainActor enum ProductScreen { static func show(id: Int) async {} }",
    "showProduct": "@MainActor func showProduct(_ id: Int) {}",
    "showCart": "@MainActor func showCart() {}",
    "showSearch": "@MainActor func showSearch(_ query: String, in scope: String?) {}",
    "routes": "let routes: [Route] = []",
    "linksFile": 'let linksFile = URL(fileURLWithPath: "links.json")',
    "appNavigator": "@MainActor var appNavigator: (any LinkNavigator)? = nil",
    "Campaigns": "@MainActor enum Campaigns { static func handles(_ url: String) -> Bool { false } }",
    "ShortLinks": "enum ShortLinks { static func expand(_ url: String) async -> String? { nil } }",
    # The type generated from the example manifest, as compiled in the tests.
    "ShopLink": open(os.path.join(ROOT, "Tests", "TypedLinksTests", "ShopLink.swift")).read(),
    # A ShopLink of a few routes, for samples whose switch handles every case.
    "TwoRouteShopLink": """enum ShopLink: TypedDeepLink {
  case product(id: Int), cart
  static var routeNames: [String] { ["product", "cart"] }
  init?(_ match: RouteMatch) {
    switch match.route.name {
    case "product": guard let id = match.parameters.value("id", as: Int.self) else { return nil }; self = .product(id: id)
    case "cart": self = .cart
    default: return nil
    }
  }
}""",
    "ThreeRouteShopLink": """enum ShopLink: TypedDeepLink {
  case product(id: Int), cart, search(scope: String?)
  static var routeNames: [String] { ["product", "cart", "search"] }
  init?(_ match: RouteMatch) {
    switch match.route.name {
    case "product": guard let id = match.parameters.value("id", as: Int.self) else { return nil }; self = .product(id: id)
    case "cart": self = .cart
    case "search": self = .search(scope: match.parameters["scope"])
    default: return nil
    }
  }
}""",
    "notifications": "@MainActor var notifications: DeepLinkNotificationDelegate! = nil",
    "window": "@MainActor var window: UIWindow? = nil",
    "ProductViewController": """final class ProductViewController: UIViewController {
  convenience init(match: RouteMatch) { self.init() }
}""",
}
IMPORTS = {
    "core": ["Foundation", "DeepLinking"],
    "testing": ["Foundation", "DeepLinking", "DeepLinkingTesting", "Testing"],
    "ios": ["AppleFoundation", "DeepLinking", "DeepLinkingUI", "UIKit", "SwiftUI"],
    "macos": ["AppleFoundation", "DeepLinking", "DeepLinkingUI", "AppKit"],
}
DECLARATION = re.compile(
    r"^(import|@main|@MainActor|@Test|struct|final|class|enum|extension|func|protocol|actor|public|private|\}|//|$)")


SOURCES = sorted(
    path for module in ["DeepLinking", "DeepLinkingTesting", "DeepLinkingUI"]
    for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True))
MARKER = re.compile(r"<!-- sample: (\w+)(?:, uses: ([\w ]+))? -->$")


def doc_comment_samples():
    """The marked blocks of the sources' doc comments: (file, line, context, uses, code)."""
    for path in SOURCES:
        lines = open(path).read().split("\n")
        for index, line in enumerate(lines):
            if line.strip() != "/// ```swift":
                continue
            match = MARKER.match(re.sub(r"^\s*/// ?", "", lines[index - 1]))
            if not match:
                continue
            end = next(i for i in range(index + 1, len(lines)) if lines[i].strip() == "/// ```")
            code = "\n".join(re.sub(r"^\s*/// ?", "", l) for l in lines[index + 1:end])
            yield (os.path.relpath(path, ROOT), index + 1, match.group(1),
                   (match.group(2) or "").split(), code)


def samples():
    """Every block: (document, line, context, uses, code)."""
    yield from doc_comment_samples()
    for document in DOCUMENTS:
        lines = open(document).read().split("\n")
        for index, line in enumerate(lines):
            if not line.strip().startswith("```swift"):
                continue
            marker = lines[index - 1].strip() if index > 0 else ""
            match = MARKER.match(marker)
            end = next(i for i in range(index + 1, len(lines)) if lines[i].strip() == "```")
            yield (os.path.relpath(document, ROOT), index + 1,
                   match.group(1) if match else None,
                   (match.group(2) or "").split() if match else [], "\n".join(lines[index + 1:end]))


def check_package_samples(work, failures):
    """Type-checks each `package` sample as a list of targets, against PackageDescription."""
    api = os.path.join(os.path.dirname(os.path.dirname(subprocess.run(
        ["which", "swiftc"], capture_output=True, text=True).stdout.strip())),
        "lib", "swift", "pm", "ManifestAPI")
    checked = 0
    for number, (document, line, sample_context, uses, code) in enumerate(samples()):
        if sample_context != "package":
            continue
        path = os.path.join(work, f"package{number}.swift")
        body = "\n".join(l for l in code.split("\n") if not l.lstrip().startswith("//"))
        open(path, "w").write("import PackageDescription\nlet targets: [Target] = [\n" + body + "\n]\n")
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", api,
             "-package-description-version", "6.0", path], capture_output=True, text=True)
        checked += 1
        if result.returncode != 0:
            errors = [l for l in result.stderr.split("\n") if "error:" in l][:5]
            failures.append(f"{document}:{line}: the sample does not compile\n    " + "\n    ".join(errors))
    return checked


def main():
    context, rest = sys.argv[1], sys.argv[2:]
    modules = [a for a in rest if not a.startswith("-D") and not a.startswith("FLAVOUR")]
    defines = [a for a in rest if a.startswith("FLAVOUR")]
    failures, checked = [], 0
    work = tempfile.mkdtemp()
    if context == "core":
        checked += check_package_samples(work, failures)
    for number, (document, line, sample_context, uses, code) in enumerate(samples()):
        where = f"{document}:{line}"
        if sample_context is None:
            failures.append(f"{where}: no '<!-- sample: CONTEXT -->' marker before the block")
            continue
        if sample_context != context or sample_context == "package":
            continue
        unknown = [name for name in uses if name not in PRELUDES]
        if unknown:
            failures.append(f"{where}: no prelude for {unknown}")
            continue
        directory = os.path.join(work, f"sample{number}")
        os.makedirs(directory)
        prelude = "\n".join(f"import {m}" for m in IMPORTS[context]) + "\n" + "\n".join(
            PRELUDES[name] for name in uses) + "\n"
        top_level = [l for l in code.split("\n") if l and not l[0].isspace()]
        statements = any(not DECLARATION.match(l) for l in top_level)
        library = "@main" in code or not statements
        sample = os.path.join(directory, "sample.swift" if library else "main.swift")
        open(os.path.join(directory, "prelude.swift"), "w").write(prelude)
        # A fragment in the docs assumes its context's imports.
        imports = "\n".join(f"import {m}" for m in IMPORTS[context])
        open(sample, "w").write(imports + "\n" + code + "\n")
        command = ["swiftc", "-emit-object", "-wmo", "-o", os.path.join(directory, "sample.o"),
                   "-module-name", f"Sample{number}", "-swift-version", "6", "-suppress-warnings"]
        command += ["-parse-as-library"] if library else []
        for directory_of_modules in modules:
            command += ["-I", directory_of_modules]
        for define in defines:
            command += ["-D", define]
        command += [os.path.join(directory, "prelude.swift"), sample]
        result = subprocess.run(command, capture_output=True, text=True)
        checked += 1
        if result.returncode != 0:
            errors = [l for l in result.stderr.split("\n") if "error:" in l][:5]
            failures.append(f"{where}: the sample does not compile\n    " + "\n    ".join(errors))
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"  {checked} {context} samples compile")


main()
