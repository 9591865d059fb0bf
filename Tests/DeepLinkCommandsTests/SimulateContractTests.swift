import Foundation
import Testing

/// The scenario lines and output events of `deeplink simulate` that other tools rely on.
@MainActor
@Suite struct SimulateContractTests {
  func simulate(_ script: String, json: Bool = false) async -> ToolRun {
    await runTool(
      ["simulate", "--manifest", manifestPath] + (json ? ["--json"] : []), input: script)
  }

  func lines(_ run: ToolRun, _ kinds: [String]) -> [String] {
    run.output.split(separator: "\n").map(String.init).filter { line in
      kinds.contains { line.hasPrefix($0.hasPrefix("{") ? $0 : $0 + " ") }
    }
  }

  @Test func aDecliningHandlerFallsThroughToTheNextRoute() async {
    // /settings/privacy matches privacy, then settings(/:section).
    let run = await simulate(
      """
      handler privacy decline
      launch
      active
      open url shop://settings/privacy
      """)
    #expect(run.status == 0)
    #expect(
      lines(run, ["declined", "delivered"]) == [
        "declined shop://settings/privacy route=privacy",
        "delivered shop://settings/privacy route=settings params=section=privacy",
      ])
  }

  @Test func aHandlerForAnUnknownRouteIsAnError() async {
    let run = await simulate("handler nowhere decline\nlaunch\n")
    #expect(run.status == 2)
    #expect(run.errors == "deeplink simulate: line 1: no route is named 'nowhere'\n")
  }

  @Test func aFailingNavigatorIsNotShownAndTheNextLinkProceeds() async {
    let run = await simulate(
      """
      navigator fail once
      launch
      active
      open url shop://product/1
      open url shop://cart
      """)
    #expect(
      lines(run, ["delivered", "notShown"]) == [
        "notShown shop://product/1 route=product reason=the navigator failed: the presentation was refused",
        "delivered shop://cart route=cart",
      ])
  }

  @Test func aHangingNavigatorIsGivenItsBoundedTime() async {
    let run = await simulate(
      """
      navigator hang
      navigator timeout 2
      launch
      active
      open url shop://cart
      """, json: true)
    #expect(
      lines(run, [#"{"event":"notShown""#]) == [
        #"{"event":"notShown","url":"shop://cart","door":"customScheme","state":"foreground","route":"cart","reason":"the navigator did not show 'cart' within 2 seconds"}"#
      ])
  }

  @Test func silentPushesNeverDeliver() async {
    let run = await simulate(
      """
      launch silent {"aps": {"content-available": 1}, "link": "shop://cart"}
      foreground
      active
      silent {"aps": {"content-available": 1}, "link": "shop://product/1"}
      """)
    #expect(run.status == 0)
    #expect(run.output == "")
  }

  @Test func quickActionsAtLaunchAndWhileRunning() async {
    let run = await simulate(
      """
      launch shortcut shop://cart
      active
      shortcut shop://product/3
      """)
    #expect(
      run.output == """
        received shop://cart door=shortcut state=notRunning
        waiting shop://cart route=cart for=ready
        delivered shop://cart route=cart
        received shop://product/3 door=shortcut state=foreground
        delivered shop://product/3 route=product params=id=3

        """)
  }

  @Test func linksAreShownInTheSceneTheyArrivedIn() async {
    // Under the default policy a second link supersedes the first, across windows too.
    let run = await simulate(
      """
      policy all
      launch
      scene left connect
      scene right connect
      scene right active
      open url shop://cart in left
      open url shop://product/1 in right
      scene left active
      open activity https://shop.example.com/product/2 in left
      scene left disconnect
      scene right background
      open url shop://product/9
      """)
    #expect(run.status == 0)
    #expect(
      lines(run, ["delivered", "waiting"]) == [
        "waiting shop://cart route=cart for=ready",
        "delivered shop://product/1 route=product params=id=1 scene=right",
        "delivered shop://cart route=cart scene=left",
        "delivered https://shop.example.com/product/2 route=product params=id=2 scene=left",
        "waiting shop://product/9 route=product for=ready",
      ])
    let json = await simulate(
      "launch\nscene a connect\nscene b connect\nscene b active\nopen url shop://cart in b\n",
      json: true)
    #expect(json.output.contains(#""route":"cart","params":{},"plan":["cart"],"scene":"b"}"#))
  }

  @Test func theBareLifecycleEventsApplyToEveryConnectedScene() async {
    let run = await simulate(
      """
      policy all
      launch
      scene a connect
      scene b connect
      open url shop://cart in a
      open url shop://product/4 in b
      active
      """)
    #expect(
      lines(run, ["delivered"]) == [
        "delivered shop://cart route=cart scene=a",
        "delivered shop://product/4 route=product params=id=4 scene=b",
      ])
  }
}
