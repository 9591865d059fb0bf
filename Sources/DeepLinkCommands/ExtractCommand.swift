import DeepLinking
import Foundation

/// `deeplink extract`: finds the deep link in a push payload.
enum ExtractCommand {
  static let command = Command(
    name: "extract", summary: "Find the deep link in a push notification payload",
    synopsis: ["[--action ID] [--json] [FILE|-]"],
    discussion: """
      Reads a payload (plain APNs JSON, or a Simulator .apns file) from FILE or standard input
      and prints the link, the reader that found it and its key path.
      """,
    options: [
      .option(
        "--action", "ID",
        "The action button tapped (default: a tap on the notification itself; the system's dismiss identifier gives no link)."
      ),
      .flag("--json", #"One JSON object: {"link":...,"reader":...,"keyPath":...,"error":...}."#),
    ],
    exitStatus: "0 a link was found, 1 none or an unusable value, 2 unreadable input or bad usage.",
    operands: 1,
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let text: String
    if let path = arguments.operands.first, path != "-" {
      text = try TextInput.file(path)
    } else {
      text = try TextInput.standardInput(console)
    }
    let payload: JSONValue
    do {
      payload = try PushLinkReader.payload(json: text)
    } catch {
      throw InputError(error.message)
    }
    let json = arguments.has("--json")
    do {
      guard
        let found = try PushLinkReader().link(
          in: payload, actionIdentifier: arguments.value("--action"))
      else {
        // A provider whose payloads never carry a link says so, rather than a bare "none";
        // so does a button without a link of its own, which opens nothing (not the
        // notification's link), and a dismissal.
        let known = PushLinkReader().withoutLink(in: payload)
        var none = "no link in the payload"
        switch PushLinkReader.button(arguments.value("--action")) {
        case nil: break
        case PushLinkReader.dismissActionIdentifier?:
          none = "no link: the notification was dismissed, which opens nothing"
        case let action?:
          none =
            "no link for the action '\(ShownText.of(action))' in the payload: "
            + "a button without a link of its own opens nothing"
        }
        console.line(
          json
            ? object(link: nil, reader: known?.reader, keyPath: nil, error: known?.reason)
            : none + (known.map { " (reader \($0.reader)): \($0.reason)" } ?? ""))
        return 1
      }
      console.line(
        json
          ? object(link: found.url, reader: found.reader, keyPath: found.keyPath, error: nil)
          // Text from the payload shows hidden characters percent-encoded, as `match` does.
          : "\(ShownText.of(found.url))  (reader \(found.reader), key path \(ShownText.of(found.keyPath)))"
      )
      return 0
    } catch {
      console.line(
        json
          ? object(
            link: nil, reader: error.input ?? "", keyPath: error.location ?? "$",
            error: error.message)
          : "unusable link at \(ShownText.of(error.location ?? "$")) (reader \(error.input ?? "")): \(error.message)"
      )
      return 1
    }
  }

  static func object(link: String?, reader: String?, keyPath: String?, error: String?) -> String {
    func value(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return JSONValue.object([
      ("link", value(link)), ("reader", value(reader)), ("keyPath", value(keyPath)),
      ("error", value(error)),
    ]).jsonText
  }
}
