// Never built: the plugin refuses the target's two manifests.
print("built")
