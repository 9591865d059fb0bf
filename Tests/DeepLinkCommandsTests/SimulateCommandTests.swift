import Foundation
import Testing

@MainActor
@Suite struct SimulateCommandTests {
  let scenario = repositoryRoot.appendingPathComponent("Examples/Shop/cold-launch.scenario").path

  @Test func runsTheExampleScenario() async throws {
    let run = await runTool(["simulate", "--manifest", manifestPath, "--script", scenario])
    #expect(run.status == 0)
    #expect(run.output == (try golden("cold-launch.txt")))
    let json = await runTool([
      "simulate", "--manifest", manifestPath, "--script", scenario, "--json",
    ])
    #expect(json.output == (try golden("cold-launch.jsonl")))
  }

  @Test func readsTheScenarioFromStandardInput() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath, "--script", "-"],
      input: "style appdelegate\nlaunch url shop://cart\nactive\n")
    #expect(
      run.output == """
        received shop://cart door=customScheme state=notRunning
        waiting shop://cart route=cart for=ready
        received shop://cart door=customScheme state=notRunning
        duplicate shop://cart
        delivered shop://cart route=cart

        """)
  }

  /// `navigator fail|hang` holds for every show, `... once` for the next only.
  @Test(arguments: [
    ("fail", ["failed: the presentation was refused", "failed: the presentation was refused"]),
    ("hang", ["did not show 'cart' within 5 seconds", "did not show 'product' within 5 seconds"]),
    ("fail once", ["failed: the presentation was refused", nil]),
    ("hang once", ["did not show 'cart' within 5 seconds", nil]),
  ])
  func aNavigatorFailsEveryShowOrTheNextOnly(behaviour: String, reasons: [String?]) async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "navigator \(behaviour)\nnavigator timeout 5\nlaunch\nactive\n"
        + "open url shop://cart\nopen url shop://product/1\n")
    let shown = run.output.split(separator: "\n").filter { !$0.hasPrefix("received") }
    #expect(
      shown == [
        "notShown shop://cart route=cart reason=the navigator \(reasons[0] ?? "")",
        reasons[1].map { "notShown shop://product/1 route=product reason=the navigator \($0)" }
          ?? "delivered shop://product/1 route=product params=id=1",
      ])
  }

  /// One scene can come back from the background on its own (`scene NAME foreground`): a link
  /// arriving then finds the app in the foreground, where `inactive` leaves it in the
  /// background (a scene resigns only from active).
  @Test func aSceneComesBackToTheForegroundOnItsOwn() async {
    let start = "launch\nscene a connect\nscene a active\nbackground\n"
    let foreground = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: start + "scene a foreground\nopen url shop://cart in a\nscene a active\n")
    #expect(
      foreground.output == """
        received shop://cart door=customScheme state=foreground
        waiting shop://cart route=cart for=ready
        delivered shop://cart route=cart

        """)
    let inactive = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: start + "scene a inactive\nopen url shop://cart in a\n")
    #expect(inactive.output.hasPrefix("received shop://cart door=customScheme state=background\n"))
  }

  /// In the scenes style a launch by a link connects the window the system opens for it, the
  /// scene `main`, as the README says: the link waits for that window (a window connected
  /// later does not take it) and is shown there once it is active.
  @Test func aLaunchLinkWaitsForTheSceneNamedMain() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "style scenes\npolicy all\nlaunch url shop://cart\nscene a connect\n"
        + "scene a active\nopen url shop://product/1 in a\nscene main active\n")
    #expect(
      run.output == """
        received shop://cart door=customScheme state=notRunning
        waiting shop://cart route=cart for=ready
        received shop://product/1 door=customScheme state=foreground
        delivered shop://product/1 route=product params=id=1 scene=a
        delivered shop://cart route=cart scene=main

        """)
  }

  /// Whatever launched the app into its window, a link, a universal link, a push (tapped, or
  /// one of its buttons) or a quick action, the link is shown in that window, not in one
  /// connected and active before it.
  @Test(arguments: [
    "launch activity https://shop.example.com/cart",
    #"launch push {"link": "shop://cart"}"#,
    #"launch push {"link": "shop://", "actions": [{"id": "C", "link": "shop://cart"}]} action C"#,
    "launch shortcut shop://cart",
  ])
  func everyLaunchLinkWaitsForTheSceneNamedMain(launch: String) async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "style scenes\npolicy all\n\(launch)\nscene a connect\n"
        + "scene a active\nopen url shop://product/1 in a\nscene main active\n")
    // Each delivery's route and window, in order.
    let shown = run.output.split(separator: "\n").filter { $0.hasPrefix("delivered") }
      .map { $0.split(separator: " ").filter { $0.hasPrefix("route=") || $0.hasPrefix("scene=") } }
    #expect(
      shown == [["route=product", "scene=a"], ["route=cart", "scene=main"]],
      "\(run.output)\(run.errors)")
  }

  /// The simulator is a developer's tool, not an app's log: it shows a link's query values,
  /// which an app's events keep secret unless asked.
  @Test func showsQueryValues() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "launch\nactive\nopen url shop://search/sale?q=red+shoes\n")
    #expect(
      run.output == """
        received shop://search/sale?q=red+shoes door=customScheme state=foreground
        delivered shop://search/sale?q=red+shoes route=search params=scope=sale

        """)
  }

  /// A scenario saved by a Windows editor ends its lines with "\r\n": one Character in Swift.
  /// It runs as the same scenario with "\n" does (it was read as one line, and refused).
  @Test func linesMayEndWithCarriageReturns() async {
    let lines = ["style appdelegate", "launch url shop://cart", "active", ""]
    let unix = await runTool(
      ["simulate", "--manifest", manifestPath], input: lines.joined(separator: "\n"))
    let windows = await runTool(
      ["simulate", "--manifest", manifestPath], input: lines.joined(separator: "\r\n"))
    #expect(unix.status == 0)
    #expect(windows.status == 0)
    #expect(windows.errors == "")
    #expect(windows.output == unix.output)
    #expect(unix.output.contains("delivered shop://cart route=cart"))
  }

  /// A scenario saved with a byte order mark runs as the same scenario without (its first
  /// line was the unknown event 'U+FEFF launch'); so does a payload read whole.
  @Test func aByteOrderMarkStartingAScriptIsNoPartOfIt() async {
    let script = "style appdelegate\nlaunch url shop://cart\nactive\n"
    let plain = await runTool(["simulate", "--manifest", manifestPath], input: script)
    let marked = await runTool(
      ["simulate", "--manifest", manifestPath], input: "\u{FEFF}" + script)
    #expect(marked.status == 0)
    #expect(marked.errors == "")
    #expect(marked.output == plain.output)
    let extract = await runTool(["extract", "-"], input: "\u{FEFF}{\"link\": \"shop://cart\"}")
    #expect(extract.status == 0)
  }

  /// Words and comments may be separated by tabs, as a script aligned in an editor has them
  /// (`wait<TAB>5` was an unknown event).
  @Test func tabsSeparateWordsAsSpacesDo() async {
    let spaces = "style appdelegate\nlaunch url shop://cart  # cold\nwait 5\nactive\n"
    let tabs = "style\tappdelegate\nlaunch\turl\tshop://cart\t# cold\nwait\t5\nactive\n"
    let spaced = await runTool(["simulate", "--manifest", manifestPath], input: spaces)
    let tabbed = await runTool(["simulate", "--manifest", manifestPath], input: tabs)
    #expect(tabbed.status == 0)
    #expect(tabbed.errors == "")
    #expect(tabbed.output == spaced.output)
    #expect(spaced.output.contains("delivered shop://cart route=cart"))
  }

  /// A push payload is read as written when an action follows it: its text keeps every space
  /// (the reader quotes the link it refuses as the payload holds it).
  @Test func aPushPayloadBeforeAnActionIsReadAsWritten() async {
    let payload = #"{"aps": {}, "actions": [{"id": "X", "link": "shop://a  b"}]}"#
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "launch\nactive\ntap push \(payload) action X\n")
    #expect(run.status == 0)
    #expect(
      run.output
        == "refused  reason=the push payload's link is unusable: actions.0.link: 'shop://a  b' is not a valid URL: a space at offset 8 must be percent-encoded\n"
    )
  }

  /// A URL keeps its fragment: only a `#` at the start of a line or after a space starts a
  /// comment.
  @Test func aURLsFragmentIsNotAComment() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: """
        # a cold launch, then a link to a section
        launch
        active   # the user opened the app
        open url shop://faq#returns # from a help article
        open url shop://faq#shipping
        """)
    #expect(
      run.output.split(separator: "\n").filter { $0.hasPrefix("delivered") } == [
        "delivered shop://faq#returns route=faq params=section=returns",
        "delivered shop://faq#shipping route=faq params=section=shipping",
      ])
  }

  /// A comment may follow a push payload as it follows a URL (it was read as the payload's and
  /// refused as JSON), and a `#` after a space inside the payload's strings is their text.
  @Test func aCommentMayFollowAPushPayload() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: #"""
        launch
        active
        tap push {"aps": {"alert": "Sale #1 today"}, "link": "shop://cart"} # the sale
        tap push {"aps": {"alert": "a \" #2"}, "link": "shop://product/1"}  # an escaped quote
        tap push {"link": "shop://product/3", "actions": [{"id": "X", "link": "shop://product/4"}]} action X # a button
        """#)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.output.split(separator: "\n").filter { $0.hasPrefix("delivered") } == [
        "delivered shop://cart route=cart", "delivered shop://product/1 route=product params=id=1",
        "delivered shop://product/4 route=product params=id=4",
      ])
  }

  /// A time too large for an `Int` is written as a number: the message that quoted it trapped
  /// (`ttl 1e19`, or a navigator timeout as long, crashed the tool when a link expired or a
  /// navigator hung).
  @Test func timesBeyondAnIntAreReportedNotATrap() async {
    let expiring = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "ttl 1e19\nlaunch\nopen url shop://cart\nwait 2e19\n")
    #expect(expiring.status == 0)
    #expect(expiring.output.contains("expired shop://cart reason=waited longer than 1e+19 seconds"))
    let hanging = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: "navigator hang\nnavigator timeout 1e19\nlaunch\nactive\nopen url shop://cart\n")
    #expect(hanging.status == 0)
    #expect(
      hanging.output.contains(
        "notShown shop://cart route=cart reason=the navigator did not show 'cart' within 1e+19 seconds"
      ))
  }

  /// With explicit readiness, links wait past `active` for `ready` (one opened while the app
  /// is active too), then every one is delivered, in order, under the every-link policy.
  @Test func explicitReadinessAndPolicies() async {
    let run = await runTool(
      ["simulate", "--manifest", manifestPath],
      input: """
        readiness explicit
        policy all
        ttl 60
        launch url shop://product/1
        open url shop://product/2
        active
        open url shop://cart
        ready
        """)
    #expect(
      run.output.split(separator: "\n") == [
        "received shop://product/1 door=customScheme state=notRunning",
        "waiting shop://product/1 route=product for=ready",
        "received shop://product/2 door=customScheme state=notRunning",
        "waiting shop://product/2 route=product for=ready",
        "received shop://cart door=customScheme state=foreground",
        "waiting shop://cart route=cart for=ready",
        "delivered shop://product/1 route=product params=id=1",
        "delivered shop://product/2 route=product params=id=2",
        "delivered shop://cart route=cart",
      ])
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let script: String
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Bad(script: "launch\nfly away\n", message: "line 2: unknown event 'fly': 'fly away'"),
    // Each door names the forms it takes.
    Bad(
      script: "launch\nopen link shop://cart\n",
      message: "line 2: expected 'open url URL' or 'open activity URL': 'open link shop://cart'"),
    Bad(script: "launch\ntap\n", message: "line 2: expected 'tap push JSON [action ID]': 'tap'"),
    Bad(
      script: "launch app\n",
      message:
        "line 1: expected 'launch' alone or with url, activity, push, silent or shortcut: 'launch app'"
    ),
    Bad(
      script: "readiness implicit\n",
      message: "line 1: unknown readiness (expected explicit): 'readiness implicit'"),
    Bad(
      script: "launch\nstyle scenes\n",
      message: "line 2: setup must come before the first event: 'style scenes'"),
    // A URL's words: none, a space in it, a scene's name missing after `in`.
    Bad(script: "launch\nopen url\n", message: "line 2: expected one URL: 'open url'"),
    Bad(
      script: "launch\nopen url shop://search?q=red shoes\n",
      message:
        "line 2: expected one URL, without spaces (a space in a URL is written %20): 'open url shop://search?q=red shoes'"
    ),
    Bad(
      script: "launch\nopen activity https://shop.example.com/cart in\n",
      message:
        "line 2: expected a scene's name after 'in': 'open activity https://shop.example.com/cart in'"
    ),
    // A setting given twice was the last one, the first silently lost.
    Bad(script: "ttl 5\nttl 6\n", message: "line 2: 'ttl' is already set, on line 1: 'ttl 6'"),
    Bad(
      script: "style swiftui\n# scenes?\nstyle scenes\n",
      message: "line 3: 'style' is already set, on line 1: 'style scenes'"),
    Bad(
      script: "readiness explicit\nreadiness explicit\n",
      message: "line 2: 'readiness' is already set, on line 1: 'readiness explicit'"),
    Bad(
      script: "policy all\n\npolicy latest\n",
      message: "line 3: 'policy' is already set, on line 1: 'policy latest'"),
    Bad(
      script: "navigator fail\nnavigator timeout 3\nnavigator hang once\n",
      message: "line 3: 'navigator' is already set, on line 1: 'navigator hang once'"),
    Bad(
      script: "navigator timeout 3\nnavigator fail\nnavigator timeout 4\n",
      message: "line 3: 'navigator timeout' is already set, on line 1: 'navigator timeout 4'"),
    Bad(
      script: "handler cart decline\nhandler product decline\nhandler cart decline\n",
      message: "line 3: 'handler cart' is already set, on line 1: 'handler cart decline'"),
    Bad(
      script: "style windows\n",
      message: "line 1: unknown style (expected appdelegate, scenes or swiftui): 'style windows'"),
    Bad(
      script: "launch push {not json}\n",
      message: "line 1: the payload is not valid JSON: invalid JSON at line 1"),
    // `action` after a valid payload without one ID is the action's problem, not the JSON's.
    Bad(
      script: "launch push {\"aps\": {}} action\n",
      message:
        "line 1: expected 'action ID' after the payload: one ID, without spaces: 'launch push {\"aps\": {}} action'"
    ),
    Bad(
      script: "launch\ntap push {\"aps\": {}} action VIEW CART\n",
      message:
        "line 2: expected 'action ID' after the payload: one ID, without spaces: 'tap push {\"aps\": {}} action VIEW CART'"
    ),
    Bad(
      script: "open url shop://cart\n", message: "line 1: the app is not running; launch it first"),
    Bad(
      script: "launch\nlaunch\n", message: "line 2: the app is already running; terminate it first"),
    Bad(script: "condition signedIn maybe\n", message: "line 1: expected 'condition NAME on|off'"),
    Bad(script: "wait soon\n", message: "line 1: wait takes a number of seconds: 'wait soon'"),
    // `Double(_:)` reads these too; an infinite wait left the simulated clock at no time.
    Bad(script: "wait inf\n", message: "line 1: wait takes a number of seconds: 'wait inf'"),
    Bad(script: "wait 0x10\n", message: "line 1: wait takes a number of seconds: 'wait 0x10'"),
    Bad(script: "wait 1e400\n", message: "line 1: wait takes a number of seconds: 'wait 1e400'"),
    Bad(
      script: "ttl nan\n",
      message: "line 1: the time to live must be a number of seconds: 'ttl nan'"),
    Bad(
      script: "navigator timeout -1\n",
      message:
        "line 1: the navigator's timeout must be a number of seconds: 'navigator timeout -1'"),
    Bad(
      script: "navigator wobble\n",
      message:
        "line 1: expected 'navigator fail|hang [once]' or 'navigator timeout SECONDS': 'navigator wobble'"
    ),
    Bad(
      script: "navigator timeout soon\n",
      message:
        "line 1: the navigator's timeout must be a number of seconds: 'navigator timeout soon'"),
    Bad(
      script: "handler cart\n", message: "line 1: expected 'handler ROUTE decline': 'handler cart'"),
    Bad(
      script: "launch\nscene a fly\n",
      message:
        "line 2: expected 'scene NAME connect|active|inactive|background|foreground|disconnect': 'scene a fly'"
    ),
    Bad(
      script: "launch\nscene main active\n",
      message: "line 2: the scene 'main' is not connected (connected: none); connect it first"),
    Bad(
      script: "launch url shop://cart\nscene b connect\nscene a active\n",
      message:
        "line 3: the scene 'a' is not connected (connected: 'main', 'b'); connect it first"),
    Bad(
      script: "launch\nscene a connect\nscene a connect\n",
      message: "line 3: the scene 'a' is already connected"),
    Bad(
      script: "launch url shop://cart\nscene main connect\n",
      message: "line 2: the scene 'main' is already connected"),
    Bad(
      script: "style appdelegate\nlaunch\nscene a connect\n",
      message: "line 3: an app-delegate app has no scenes; use style scenes or swiftui"),
    Bad(
      script: "launch\nopen url shop://cart in nowhere\n",
      message: "line 2: the scene 'nowhere' is not connected (connected: none); connect it first"),
    Bad(
      script: "launch\nsilent {nope}\n",
      message: "line 2: the payload is not valid JSON: invalid JSON at line 1"),
    // What the system hands over is a dictionary: anything else was taken, and did nothing.
    Bad(
      script: "launch push [1]\n",
      message: "line 1: the payload must be a JSON object, not an array: 'launch push [1]'"),
    Bad(
      script: "launch\ntap push \"shop://cart\" action open\n",
      message: "line 2: the payload must be a JSON object, not a string"),
    Bad(
      script: "launch\nsilent 5\n",
      message: "line 2: the payload must be a JSON object, not a number: 'silent 5'"),
  ])
  func aBadScriptNamesTheLine(_ bad: Bad) async {
    let run = await runTool(["simulate", "--manifest", manifestPath], input: bad.script)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("deeplink simulate: \(bad.message)"), "\(run.errors)")
  }
}
