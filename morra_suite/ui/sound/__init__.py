"""Sound: one sound per event of every game (``cues``), the settings (``settings``), the audio
device (``player``, loaded after the window shows) and the volume dialog (``volume_dialog``)."""
