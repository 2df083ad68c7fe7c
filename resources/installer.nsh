; Included by electron-builder's NSIS installer (electron-builder.yml, nsis.include).
; Adds the agents' shortcut "PlayHub Agent Console", which starts the app with --agent-console
; (src/main/launch/agent-console-flag.ts), on the desktop and in the Start menu beside the
; player's shortcut. Like electron-builder's own shortcut it is made on install, left alone by
; updates (so one the user deleted stays deleted) and removed on uninstall. $DESKTOP and
; $SMPROGRAMS follow the install mode (per user here, as perMachine is false).

!define AGENT_CONSOLE_SHORTCUT "PlayHub Agent Console.lnk"

!macro customInstall
  ${ifNot} ${isUpdated}
    CreateShortCut "$DESKTOP\${AGENT_CONSOLE_SHORTCUT}" "$INSTDIR\${APP_EXECUTABLE_FILENAME}" "--agent-console" "$INSTDIR\${APP_EXECUTABLE_FILENAME}" 0
    CreateShortCut "$SMPROGRAMS\${AGENT_CONSOLE_SHORTCUT}" "$INSTDIR\${APP_EXECUTABLE_FILENAME}" "--agent-console" "$INSTDIR\${APP_EXECUTABLE_FILENAME}" 0
    ; Same app id as the player's shortcut, so both windows group under one taskbar icon.
    ClearErrors
    WinShell::SetLnkAUMI "$DESKTOP\${AGENT_CONSOLE_SHORTCUT}" "${APP_ID}"
    WinShell::SetLnkAUMI "$SMPROGRAMS\${AGENT_CONSOLE_SHORTCUT}" "${APP_ID}"
  ${endIf}
!macroend

!macro customUnInstall
  ${ifNot} ${isUpdated}
    Delete "$DESKTOP\${AGENT_CONSOLE_SHORTCUT}"
    Delete "$SMPROGRAMS\${AGENT_CONSOLE_SHORTCUT}"
  ${endIf}
!macroend
