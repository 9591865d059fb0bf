import Foundation
import Testing

@MainActor
@Suite struct MatchCommandTests {
  @Test func printsOneJSONObjectPerURL() async {
    let run = await runTool([
      "match", "--manifest", manifestPath, "--json", "shop://product/42?ref=push",
      "shop://search?q=a&q=b#top", "tel:+123456789",
    ])
    #expect(run.status == 1)
    #expect(
      run.output == """
        {"url":"shop://product/42?ref=push","matched":true,"route":"product","params":{"id":"42"},"query":{"ref":"push"},"fragment":null}
        {"url":"shop://search?q=a&q=b#top","matched":true,"route":"search","params":{},"query":{"q":["a","b"]},"fragment":"top"}
        {"url":"tel:+123456789","matched":false,"route":null,"reason":"the scheme 'tel' is not one of the app's schemes (shop)"}

        """)
  }

  @Test func exitsZeroWhenEveryURLMatches() async {
    let run = await runTool(["match", "--manifest", manifestPath, "shop://product/42?ref=push"])
    #expect(run.status == 0)
    #expect(run.output == "shop://product/42?ref=push -> product  id=42  ?ref=push\n")
  }

  /// A web-page route's link matches whatever page it carries; one whose page the manifest's
  /// allowlist refuses, or that carries none, is said to be refused by the app (in JSON as
  /// `refused`), and an allowed page is not; the exit status counts it matched. The reason
  /// quotes the page with its hidden characters encoded, as the rest of the line.
  @Test func aWebPageTheAppRefusesIsSaidSo() async {
    let urls = [
      "shop://web?url=https://evil.example.net/x", "shop://web",
      "shop://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq",
      "shop://web?url=https://e%E2%80%AEvil.example.net/",
    ]
    let run = await runTool(["match", "--manifest", manifestPath] + urls)
    #expect(run.status == 0)
    #expect(
      run.output == """
        shop://web?url=https://evil.example.net/x -> web  ?url=https://evil.example.net/x  (the app refuses it: the web page's host 'evil.example.net' is not on the web allowlist)
        shop://web -> web  (the app refuses it: the web page parameter 'url' is missing)
        shop://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq -> web  ?url=https://help.example.com/faq
        shop://web?url=https://e%E2%80%AEvil.example.net/ -> web  ?url=https://e%E2%80%AEvil.example.net/  (the app refuses it: the web page's host 'e%E2%80%AEvil.example.net' is not a valid domain name)

        """)
    let json = await runTool(["match", "--json", "--manifest", manifestPath] + urls.prefix(3))
    #expect(
      json.output.split(separator: "\n").map { $0.hasSuffix(#","fragment":null}"#) } == [
        false, false, true,
      ])
    #expect(
      json.output.hasPrefix(
        #"{"url":"shop://web?url=https://evil.example.net/x","matched":true,"route":"web","params":{},"query":{"url":"https://evil.example.net/x"},"fragment":null,"refused":"the web page's host 'evil.example.net' is not on the web allowlist"}"#
          + "\n"))
  }

  /// A value decoded to U+202E would turn the rest of the printed line around: text from the
  /// link shows hidden characters percent-encoded (JSON keeps the values as they are).
  @Test func printedLinesShowHiddenCharactersEncoded() async {
    let run = await runTool([
      "match", "--manifest", manifestPath, "shop://category/a%E2%80%AEb?x=%E2%80%8B#c%E2%80%A8",
      "shop://cart\u{202E}",
    ])
    #expect(
      run.output == """
        shop://category/a%E2%80%AEb?x=%E2%80%8B#c%E2%80%A8 -> category  slug=a%E2%80%AEb  ?x=%E2%80%8B  #c%E2%80%A8
        shop://cart%E2%80%AE -> no match: no route matches; closest is 'cart' (/cart): segment 1 'cart%E2%80%AE' is not 'cart'

        """)
    let json = await runTool([
      "match", "--manifest", manifestPath, "--json", "shop://category/a%E2%80%AEb",
    ])
    // JSON carries the value itself, its U+202E written as an escape a terminal does not act on.
    #expect(json.output.contains(#""params":{"slug":"a\u202eb"}"#))
    let read = try? JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect((read?["params"] as? [String: String])?["slug"] == "a\u{202E}b")
  }

  /// An argument is read as the pipeline reads a link: spaces and line breaks around it are
  /// no part of it (it was "not an absolute URL").
  @Test func spacesAroundAnArgumentAreNoPartOfTheURL() async {
    let run = await runTool(["match", "--manifest", manifestPath, " shop://cart\n", "\tshop://x"])
    #expect(run.status == 1)
    #expect(
      run.output.split(separator: "\n").map { $0.prefix(20) } == [
        "shop://cart -> cart", "shop://x -> no match",
      ])
  }

  @Test func readsURLsFromStandardInput() async {
    let run = await runTool(
      ["match", "--manifest", manifestPath, "--stdin", "--json"],
      input: "shop://cart\r\n\n  \t \n\tshop://help/a/b  \n")
    #expect(run.status == 0)
    #expect(
      run.output == """
        {"url":"shop://cart","matched":true,"route":"cart","params":{},"query":{},"fragment":null}
        {"url":"shop://help/a/b","matched":true,"route":"help","params":{"article":"a/b"},"query":{},"fragment":null}

        """)
  }

  /// A list saved by a Windows editor starts with a byte order mark: no part of the first URL
  /// (it was read as one, and no URL matched). Further on, U+FEFF is a character of the line.
  @Test func aByteOrderMarkStartingTheInputIsNoPartOfTheFirstURL() async {
    let run = await runTool(
      ["match", "--manifest", manifestPath, "--stdin"],
      input: "\u{FEFF}shop://cart\n\u{FEFF}shop://cart\n")
    #expect(run.status == 1)
    #expect(
      run.output.split(separator: "\n").map {
        $0.split(separator: " ").prefix(3).joined(separator: " ")
      }
        == ["shop://cart -> cart", "%EF%BB%BFshop://cart -> no"])
  }

  /// Spaces around a link are no part of it by one rule, wherever it is read: a no-break space
  /// or an em space copied with a link from a page is trimmed from a line of standard input as
  /// from an argument (a line was reported unmatched where the argument matched), and a line
  /// of them alone is blank.
  @Test func spacesOutsideASCIIAroundALinkAreTrimmedAsInAnArgument() async {
    let padded = "\u{00A0}shop://cart\u{2003}"
    // U+2000 ends in the byte 0x80, the least of the bytes outside ASCII.
    let line = await runTool(
      ["match", "--manifest", manifestPath, "--stdin"],
      input: "\(padded)\n\u{00A0}\nshop://cart\u{2000}\n")
    let argument = await runTool(["match", "--manifest", manifestPath, padded])
    #expect(line.status == 0)
    #expect(line.output == "shop://cart -> cart\nshop://cart -> cart\n")
    #expect("\(argument.output)\(argument.output)" == line.output)
  }

  /// A line of a log in another encoding (`caf\xE9`, Latin-1) is not matched as the U+FFFD
  /// its bytes would be read as: it is reported unmatched, with where, and the lines around it
  /// are read as ever.
  @Test func aLineThatIsNotUTF8IsNotMatched() async {
    let bytes =
      Array("shop://cart\n  shop://category/caf".utf8) + [0xE9] + Array("\nshop://cart\n".utf8)
      + Array("shop://category/a".utf8) + [0x80] + Array("b\n".utf8)
    let run = await runTool(["match", "--manifest", manifestPath, "--stdin"], bytes: bytes)
    #expect(run.status == 1)
    #expect(
      run.output == """
        shop://cart -> cart
        shop://category/caf\u{FFFD} -> no match: line 2 of standard input is not UTF-8: the bytes at offset 21 are not a character
        shop://cart -> cart
        shop://category/a\u{FFFD}b -> no match: line 4 of standard input is not UTF-8: the bytes at offset 17 are not a character

        """)
  }

  @Test func deliversTheStarRemainderAsOneString() async {
    let run = await runTool([
      "match", "--manifest", manifestPath, "--json",
      "shop://deeplink/redScreen/greenScreen/blueScreen",
    ])
    #expect(run.output.contains(#""params":{"*":"redScreen/greenScreen/blueScreen"}"#))
  }

  struct Usage: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let error: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Usage(arguments: ["match", "shop://cart"], error: "deeplink match: missing --manifest"),
    Usage(
      arguments: ["match", "--manifest", manifestPath],
      error: "deeplink match: give one or more URLs, or --stdin"),
    Usage(
      arguments: ["match", "--manifest", manifestPath, "--jsn", "x"],
      error: "deeplink match: unknown option '--jsn'"),
    Usage(
      arguments: ["match", "--manifest", "/none.json", "x"],
      error: "deeplink match: /none.json: cannot read the file: no such file\n"),
    Usage(
      arguments: ["extract", "/"],
      error: "deeplink extract: /: cannot read the file: it is a folder\n"),
    Usage(arguments: ["frobnicate"], error: "deeplink: unknown command 'frobnicate'"),
  ])
  func badUsageExitsTwoWithAMessage(_ usage: Usage) async {
    let run = await runTool(usage.arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix(usage.error))
    #expect(run.output.isEmpty)
  }

  @Test func everyCommandHasHelp() async {
    for command in ["match", "routes", "simulate", "extract", "push", "aasa", "docs", "plan"] {
      let run = await runTool([command, "--help"])
      #expect(run.status == 0)
      #expect(run.output.hasPrefix("Usage: deeplink \(command)"))
    }
    #expect(await runTool(["--version"]).output == "deeplink 0.1.0\n")
    #expect(await runTool(["--help"]).output.contains("match"))
  }
}
