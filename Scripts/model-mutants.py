#!/usr/bin/env python3
# Breaks the delivery pipeline on purpose, one change at a time, and checks that the reference
# model test (DeliveryModelTests) fails for each: python3 Scripts/model-mutants.py [NAME ...]
# Each file is restored after its run.
import subprocess, sys, shutil
import os
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
D=ROOT+'/Sources/DeepLinking/Delivery/'
mutants = {
 "met condition does not deliver": (D+'DeepLinkPipeline.swift', "    if met { await deliverWaiting() }", "    if met && false { await deliverWaiting() }"),
 "waiting links newest first": (D+'DeepLinkPipeline.swift', "    for item in inbox.links {\n      guard let matches = matches(of: item), item.nextCandidate < matches.count else { continue }", "    for item in inbox.links.reversed() {\n      guard let matches = matches(of: item), item.nextCandidate < matches.count else { continue }"),
 "no store write before delivery": (D+'LinkInbox.swift', "  mutating func remove(_ id: UUID) throws {\n    links.removeAll { $0.id == id }\n    try save()", "  mutating func remove(_ id: UUID) throws {\n    links.removeAll { $0.id == id }"),
 "no gate on a fall-through candidate": (D+'DeepLinkPipeline.swift', "      if let requirement = unmet(link.link, match) {\n        wait(", "      if index == link.nextCandidate, let requirement = unmet(link.link, match) {\n        wait("),
 "a clock set back keeps links alive": (D+'LinkInbox.swift', "    let expired = links.filter { !$0.link.receivedAt.isWithin(timeToLive, of: now) }", "    let expired = links.filter { now.timeIntervalSince($0.link.receivedAt) > timeToLive }"),
 "a clock set back keeps duplicates remembered": (D+'DuplicateFilter.swift', "    recentURLs.removeAll { !$0.at.isWithin(window, of: now) }", "    recentURLs.removeAll { now.timeIntervalSince($0.at) > window }"),
 "delivery while inactive": (D+'DeliveryGate.swift', "    if let own = link.scene, let phase = phase(of: own) { return phase == .active ? own : nil }\n    return activations.last { phase(of: $0) == .active }", "    if let own = link.scene, let phase = phase(of: own) { return phase != .background ? own : nil }\n    return activations.last { phase(of: $0) != .background }"),
 "duplicate window ignored": (D+'DuplicateFilter.swift', "    if recentURLs.contains(where: { $0.url == link.url }) { return true }", "    if recentURLs.contains(where: { $0.url == link.url && false }) { return true }"),
 "a loaded link stamped with the real clock": (D+'LinkInbox.swift', "    links = try store.load().map(LinkStoreFormat.decode) ?? []", "    links = try (store.load().map(LinkStoreFormat.decode) ?? []).map { PendingLink(id: $0.id, link: IncomingLink(url: $0.link.url, door: $0.link.door, state: $0.link.state, receivedAt: Date()), candidates: $0.candidates, nextCandidate: $0.nextCandidate) }"),
 "superseded link kept under latest": (D+'DeepLinkPipeline.swift', "    if !configuration.deliversEveryWaitingLink { supersedeWaiting() }", "    if !configuration.deliversEveryWaitingLink && false { supersedeWaiting() }"),
 "silent push delivered": (D+'DeepLinkPipeline+Doors.swift', "  package func silentNotification(payload: JSONValue) {}", "  package func silentNotification(payload: JSONValue) {\n    let url = payload[\"link\"]?.stringValue ?? \"\"\n    Task { await self.receive(url, door: .pushTap) }\n  }"),
}
only = sys.argv[1:] 
for name,(path,old,new) in mutants.items():
    if only and name not in only: continue
    src=open(path).read()
    assert src.count(old)==1, name
    shutil.copy(path,'/tmp/mutant.bak')
    open(path,'w').write(src.replace(old,new))
    try:
        b=subprocess.run('cd "'+ROOT+'" && swift build --build-tests 2>&1 | grep -E "error:" | head -3',shell=True,capture_output=True,text=True)
        if b.stdout.strip(): print(name, "BUILD ERROR", b.stdout); continue
        r=subprocess.run('cd "'+ROOT+'" && swift test --skip-build --filter DeliveryModelTests/thePipelineDelivers 2>&1',shell=True,capture_output=True,text=True)
        out=r.stdout
        failed = 'failed after' in out or 'recorded an issue' in out
        import re; m=re.search(r'seed (\d+)', out); seed=[m.group(0)] if m else []
        print(f"{name}: {'CAUGHT' if failed else 'NOT CAUGHT'} {seed[0].strip() if seed else ''}", flush=True)
    finally:
        shutil.copy('/tmp/mutant.bak',path)
